import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { widgetDefinition } from '../../registry';
import type { WidgetConfig } from '../../widget-config';
import { migrateDateRangeNavigator } from './migrate';
import { DEFAULT_DATE_RANGE_NAVIGATOR_SETTINGS } from './settings';

/** The platform's 3.4.1 catalogue, kept in the repository. */
const catalogue = JSON.parse(
  readFileSync(join(import.meta.dirname, '../../../../../../fixtures/tb-3.4.1/widget-catalogue.json'), 'utf8'),
) as Array<{ bundleAlias: string; widgetTypes: Array<{ alias: string; type: string; defaultConfig: WidgetConfig }> }>;
const catalogued = catalogue
  .find((bundle) => bundle.bundleAlias === 'date')
  ?.widgetTypes.find((type) => type.alias === 'date_range_navigator');

describe('migrating the date range navigator', () => {
  it("starts from the catalogue's default config and reads its old default interval as the initial one", () => {
    const definition = widgetDefinition('date.date_range_navigator');
    expect(definition?.kind).toBe(catalogued?.type);
    expect(definition?.defaultConfig).toEqual(catalogued?.defaultConfig);

    const saved = structuredClone(catalogued?.defaultConfig as WidgetConfig);
    const migrated = definition?.migrate(structuredClone(saved));
    expect(migrated?.settings).toEqual({
      ...DEFAULT_DATE_RANGE_NAVIGATOR_SETTINGS,
      defaultInterval: 'week',
      initialInterval: 'week',
      stepSize: 'day',
    });
    expect({ ...migrated, settings: saved.settings }).toEqual(saved);
    expect(definition?.migrate(structuredClone(migrated as WidgetConfig))).toEqual(migrated);
  });

  it('prefers the initial interval to the old default interval and keeps the calendar options as saved', () => {
    const settings = migrateDateRangeNavigator({
      settings: { defaultInterval: 'day', initialInterval: 'month', onePanel: true, hideLabels: true },
    } as WidgetConfig).settings;
    expect(settings).toMatchObject({ initialInterval: 'month', onePanel: true, hideLabels: true, stepSize: 'day' });
  });
});
