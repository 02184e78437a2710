import type { Dashboard } from '@fleetdeck/model';
import { describe, expect, it } from 'vitest';
import { type WidgetSettingsEdit, withWidgetSettings } from './widget-settings-edit';

const saved = {
  id: { entityType: 'DASHBOARD', id: 'd1' },
  title: 'Saved',
  configuration: {
    widgets: {
      chart: {
        id: 'chart',
        typeAlias: 'basic_timeseries',
        config: {
          title: 'Temperature',
          settings: { stack: false, legacyOnly: 1 },
          datasources: [
            {
              type: 'entity',
              entityAliasId: 'a1',
              dataKeys: [
                { name: 'temperature', type: 'timeseries', settings: { lineWidth: 1 } },
                { name: 'humidity', type: 'timeseries', settings: { lineWidth: 3 } },
              ],
            },
          ],
        },
      },
      other: { id: 'other', config: { title: 'Untouched' } },
    },
    entityAliases: {},
  },
} as unknown as Dashboard;

/** The config of a widget of the edited dashboard; the edit must have found the widget. */
function editedConfig(widgetId: string, edit: WidgetSettingsEdit): Record<string, unknown> {
  const edited = withWidgetSettings(saved, widgetId, edit);
  if (!edited) throw new Error(`no widget ${widgetId}`);
  return (edited.configuration.widgets as unknown as Record<string, { config: Record<string, unknown> }>)[widgetId]
    .config;
}

describe('withWidgetSettings', () => {
  it("replaces the widget's settings and each key's settings, keeping everything else as saved", () => {
    const threshold = { thresholdValueSource: 'entityAttribute', thresholdAttribute: 'max', color: '#f00' };
    const config = editedConfig('chart', {
      settings: { stack: true },
      keySettings: [[{ lineWidth: 2, thresholds: [threshold] }, { lineWidth: 3 }]],
    });
    expect(config.settings).toEqual({ stack: true });
    expect(config.title).toBe('Temperature');
    expect(config.datasources).toEqual([
      {
        type: 'entity',
        entityAliasId: 'a1',
        dataKeys: [
          { name: 'temperature', type: 'timeseries', settings: { lineWidth: 2, thresholds: [threshold] } },
          { name: 'humidity', type: 'timeseries', settings: { lineWidth: 3 } },
        ],
      },
    ]);
    const edited = withWidgetSettings(saved, 'chart', { settings: {}, keySettings: [] });
    expect(edited?.configuration.widgets.other).toBe(saved.configuration.widgets.other);
    // the dashboard read from the server is not changed in place
    expect(saved.configuration.widgets.chart.config.settings).toEqual({ stack: false, legacyOnly: 1 });
  });

  it('keeps a key the edit does not name', () => {
    const config = editedConfig('chart', { settings: {}, keySettings: [] });
    expect(config.datasources).toEqual(saved.configuration.widgets.chart.config.datasources);
  });

  it('answers undefined for a widget the dashboard does not have', () => {
    expect(withWidgetSettings(saved, 'missing', { settings: {}, keySettings: [] })).toBeUndefined();
  });

  it('replaces the whole config when the configuration dialog edited it, leaving other widgets as saved', () => {
    const config = { title: 'Humidity', settings: { stack: true }, datasources: [], actions: { rowClick: [] } };
    const edited = editedConfig('chart', { settings: { stack: true }, keySettings: [], config });
    expect(edited).toEqual(config);
    expect(editedConfig('other', { settings: {}, keySettings: [] }).title).toBe('Untouched');
  });
});

describe('aliases created in the configuration dialog', () => {
  it('join the dashboard’s aliases with the edit', () => {
    const created = { b1: { id: 'b1', alias: 'Boilers', filter: { type: 'stateEntity' as const } } };
    const edit: WidgetSettingsEdit = { settings: {}, keySettings: [], entityAliases: created };
    const next = withWidgetSettings(structuredClone(saved) as unknown as Dashboard, 'chart', edit);
    expect(next?.configuration.entityAliases).toEqual({ ...saved.configuration.entityAliases, ...created });
  });
});
