import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { widgetDefinition } from '../../registry';
import type { WidgetConfig } from '../../widget-config';
import { migrateDashboardState } from './migrate';
import { DEFAULT_DASHBOARD_STATE_SETTINGS } from './settings';

/** The platform's 3.4.1 catalogue, kept in the repository. */
const catalogue = JSON.parse(
  readFileSync(join(import.meta.dirname, '../../../../../../fixtures/tb-3.4.1/widget-catalogue.json'), 'utf8'),
) as Array<{ bundleAlias: string; widgetTypes: Array<{ alias: string; type: string; defaultConfig: WidgetConfig }> }>;
const catalogued = catalogue
  .find((bundle) => bundle.bundleAlias === 'cards')
  ?.widgetTypes.find((type) => type.alias === 'dashboard_state_widget');

describe('migrating the dashboard state widget', () => {
  it("starts from the catalogue's default config, without a state until one is picked", () => {
    const definition = widgetDefinition('cards.dashboard_state_widget');
    expect(definition?.kind).toBe(catalogued?.type);
    expect(definition?.defaultConfig).toEqual(catalogued?.defaultConfig);

    const saved = structuredClone(catalogued?.defaultConfig as WidgetConfig);
    const migrated = definition?.migrate(structuredClone(saved));
    expect(migrated?.settings).toEqual({ ...DEFAULT_DASHBOARD_STATE_SETTINGS, ...saved.settings });
    expect(migrated?.settings.stateId).toBe('');
    expect({ ...migrated, settings: saved.settings }).toEqual(saved);
    expect(definition?.migrate(structuredClone(migrated as WidgetConfig))).toEqual(migrated);
  });

  it('keeps a saved state and fills the layout defaults it lacks', () => {
    const settings = migrateDashboardState({
      settings: { stateId: 'pump', defaultMargin: 8 },
    } as WidgetConfig).settings;
    expect(settings).toMatchObject({ stateId: 'pump', defaultMargin: 8, defaultAutofillLayout: true });
  });
});
