import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { widgetDefinition } from '../../registry';
import type { WidgetConfig } from '../../widget-config';
import { LATEST_CHART_ALIASES, LATEST_CHART_TYPES } from './family';
import { DEFAULT_LATEST_CHART_SETTINGS } from './settings';

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

const FORM_OF_DIRECTIVE = {
  'tb-chart-widget-settings': 'chartJs',
  'tb-doughnut-chart-widget-settings': 'doughnut',
  'tb-flot-pie-widget-settings': 'flotPie',
} as const;

describe('migrating the latest-values charts', () => {
  it('covers every latest-values chart of the bundle, each with the settings form of its directive', () => {
    const latest = charts.filter((type) => type.type === 'latest');
    expect([...LATEST_CHART_ALIASES].sort()).toEqual(latest.map((type) => type.alias).sort());
    for (const type of latest) {
      const form = FORM_OF_DIRECTIVE[type.settingsDirective as keyof typeof FORM_OF_DIRECTIVE];
      expect(LATEST_CHART_TYPES[type.alias as keyof typeof LATEST_CHART_TYPES].form, type.alias).toBe(form);
    }
  });

  for (const alias of LATEST_CHART_ALIASES) {
    it(`${alias}: starts from the catalogue's default config, keeps it and fills in its form's settings`, () => {
      const catalogued = charts.find((type) => type.alias === alias);
      const definition = widgetDefinition(`charts.${alias}`);
      expect(definition?.kind).toBe(catalogued?.type);
      expect(definition?.defaultConfig).toEqual(catalogued?.defaultConfig);

      const saved = structuredClone(catalogued?.defaultConfig as WidgetConfig);
      const migrated = definition?.migrate(structuredClone(saved));
      const settings = migrated?.settings ?? {};
      for (const [key, value] of Object.entries(saved.settings ?? {})) {
        if (typeof value === 'object' && value !== null) expect(settings[key], key).toMatchObject(value);
        else expect(settings[key], key).toEqual(value);
      }
      const form = LATEST_CHART_TYPES[alias].form;
      for (const key of Object.keys(DEFAULT_LATEST_CHART_SETTINGS[form])) expect(settings, key).toHaveProperty(key);
      expect(settings.showTooltip).toBe(true);
      expect({ ...migrated, settings: saved.settings }).toEqual(saved);
      expect(definition?.migrate(structuredClone(migrated as WidgetConfig))).toEqual(migrated);
    });
  }

  it('keeps a saved choice over the default', () => {
    const definition = widgetDefinition('charts.doughnut_chart_js');
    const saved = structuredClone(definition?.defaultConfig as WidgetConfig);
    saved.settings = { showTooltip: false, borderWidth: 0, legend: { display: false } };
    expect(definition?.migrate(saved).settings).toMatchObject({
      showTooltip: false,
      borderWidth: 0,
      borderColor: '#fff',
      legend: { display: false, labelsFontColor: '#666666' },
    });
  });
});
