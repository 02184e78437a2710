import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { widgetDefinition } from '../../registry';
import type { WidgetConfig } from '../../widget-config';
import { DEFAULT_TIMESERIES_CHART_SETTINGS } from './settings';

interface CatalogueType {
  alias: string;
  type: string;
  settingsDirective: string;
  defaultConfig: WidgetConfig;
}

/** The platform's 3.4.1 catalogue, kept in the repository. */
const catalogue = JSON.parse(
  readFileSync(join(import.meta.dirname, '../../../../../../fixtures/tb-3.4.1/widget-catalogue.json'), 'utf8'),
) as Array<{ bundleAlias: string; widgetTypes: CatalogueType[] }>;
const charts = catalogue.find((bundle) => bundle.bundleAlias === 'charts')?.widgetTypes ?? [];

describe('migrating the bar and state charts, which share the line chart’s settings', () => {
  for (const alias of ['timeseries_bars_flot', 'state_chart']) {
    it(`${alias}: starts from the catalogue's default config and keeps its settings and keys`, () => {
      const catalogued = charts.find((type) => type.alias === alias);
      const definition = widgetDefinition(`charts.${alias}`);
      expect(definition?.kind).toBe(catalogued?.type);
      expect(definition?.defaultConfig).toEqual(catalogued?.defaultConfig);

      const saved = structuredClone(catalogued?.defaultConfig as WidgetConfig);
      const migrated = definition?.migrate(structuredClone(saved)) as WidgetConfig;
      for (const [key, value] of Object.entries(saved.settings ?? {})) {
        if (typeof value === 'object' && value !== null) expect(migrated.settings[key], key).toMatchObject(value);
        else expect(migrated.settings[key], key).toEqual(value);
      }
      for (const key of Object.keys(DEFAULT_TIMESERIES_CHART_SETTINGS))
        expect(migrated.settings, key).toHaveProperty(key);
      const keys = (config: WidgetConfig) => config.datasources?.[0].dataKeys.map((key) => [key.label, key.color]);
      expect(keys(migrated)).toEqual(keys(saved));
      saved.datasources?.[0].dataKeys.forEach((key, index) => {
        expect(migrated.datasources?.[0].dataKeys[index].settings).toMatchObject(key.settings ?? {});
      });
      expect(migrated.timewindow).toEqual(saved.timewindow);
      expect(migrated.showLegend).toBe(true);
      expect(definition?.migrate(structuredClone(migrated))).toEqual(migrated);
    });
  }

  it('state_chart: keeps the On/Off formatters of the ticks and the tooltip', () => {
    const definition = widgetDefinition('charts.state_chart');
    if (!definition) throw new Error('no state chart');
    const migrated = definition.migrate(structuredClone(definition.defaultConfig));
    expect(migrated.settings.tooltipValueFormatter).toContain("return 'On'");
    expect((migrated.settings.yaxis as { ticksFormatter: string }).ticksFormatter).toContain("return 'Off'");
  });

  it('timeseries_bars_flot: keeps the stacking the default config asks for', () => {
    const definition = widgetDefinition('charts.timeseries_bars_flot');
    expect(definition?.migrate(structuredClone(definition.defaultConfig)).settings.stack).toBe(true);
  });
});
