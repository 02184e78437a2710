import type { DashboardLayout } from '@fleetdeck/model';
import { describe, expect, it } from 'vitest';
import { normalizeDashboard, rootStateId } from './normalize-dashboard';
import { FIXTURE_DASHBOARDS, loadFixtureDashboard } from './test-fixtures';

const options = { maxDatapointsLimit: 50000, now: 1_700_000_000_000 };

function sequentialIds() {
  let next = 0;
  return () => `00000000-0000-0000-0000-${String(++next).padStart(12, '0')}`;
}

describe('normalizeDashboard', () => {
  it.each(FIXTURE_DASHBOARDS)('loads the %s demo dashboard with a root state and every widget placed', (name) => {
    const input = loadFixtureDashboard(name);
    const before = JSON.stringify(input);
    const { configuration } = normalizeDashboard(input, options);
    expect(JSON.stringify(input)).toBe(before);
    const roots = Object.values(configuration.states).filter((state) => state.root);
    expect(roots).toHaveLength(1);
    for (const state of Object.values(configuration.states)) {
      for (const layout of Object.values(state.layouts) as DashboardLayout[]) {
        expect(typeof layout.gridSettings.margin).toBe('number');
        expect(layout.gridSettings.columns).toBeGreaterThan(0);
        for (const widgetId of Object.keys(layout.widgets)) expect(configuration.widgets[widgetId]).toBeDefined();
      }
    }
    expect(configuration.settings.stateControllerId).toMatch(/^(entity|default)$/);
    expect(configuration.filters).toBeDefined();
  });

  it('keeps the Thermostats states and aliases as exported', () => {
    const { configuration } = normalizeDashboard(loadFixtureDashboard('thermostats'), options);
    expect(Object.keys(configuration.states)).toEqual(['default', 'map', 'chart']);
    expect(rootStateId(configuration)).toBe('default');
    expect(configuration.entityAliases['12ae98c7-1ea2-52cf-64d5-763e9d993547'].filter.type).toBe('stateEntity');
    expect(configuration.settings.stateControllerId).toBe('entity');
  });

  it('turns the legacy margins of Rule Engine Statistics into a margin', () => {
    const input = loadFixtureDashboard('rule_engine_statistics');
    const { configuration } = normalizeDashboard(input, options);
    const main = configuration.states[rootStateId(configuration)].layouts.main as DashboardLayout;
    expect(main.gridSettings).not.toHaveProperty('margins');
    const raw = JSON.stringify(input);
    const margins = /"margins":\[(\d+),/.exec(raw);
    expect(margins).not.toBeNull();
    expect(main.gridSettings.margin).toBe(Number(margins?.[1]));
  });

  it('converts a widgets array, device datasources and the old chart alias', () => {
    const { configuration } = normalizeDashboard(
      {
        title: 'Old',
        configuration: {
          widgets: [
            {
              isSystemType: true,
              bundleAlias: 'charts',
              typeAlias: 'timeseries',
              type: 'timeseries',
              title: 'Chart',
              sizeX: 8,
              sizeY: 5,
              row: 0,
              col: 0,
              config: {
                mobileHeight: 4,
                datasources: [{ type: 'device', deviceAliasId: '1', dataKeys: [] }],
              },
            },
            { id: 'w2', bundleAlias: 'cards', typeAlias: 'label', type: 'static', sizeX: 4, sizeY: 2, row: 5, col: 0 },
          ],
          deviceAliases: { '1': { alias: 'Thermometer', deviceId: 'dev-1' } },
        },
      },
      { ...options, newId: sequentialIds() },
    );
    const [firstId, secondId] = Object.keys(configuration.widgets);
    expect(firstId).toBe('00000000-0000-0000-0000-000000000001');
    expect(secondId).toBe('w2');
    const chart = configuration.widgets[firstId];
    expect(chart.typeAlias).toBe('basic_timeseries');
    expect(configuration.widgets.w2.config).toEqual({ datasources: [] });
    const aliasId = '00000000-0000-0000-0000-000000000002';
    expect(chart.config.datasources).toEqual([{ type: 'entity', entityAliasId: aliasId, dataKeys: [] }]);
    expect(configuration.entityAliases).toEqual({
      [aliasId]: {
        id: aliasId,
        alias: 'Thermometer',
        filter: { type: 'entityList', entityType: 'DEVICE', entityList: ['dev-1'], resolveMultiple: false },
      },
    });
    expect(configuration.states.default.name).toBe('Old');
    expect(configuration.states.default.root).toBe(true);
    expect(configuration.states.default.layouts.main?.widgets).toEqual({
      [firstId]: { sizeX: 8, sizeY: 5, row: 0, col: 0, mobileHeight: 4 },
      w2: { sizeX: 4, sizeY: 2, row: 5, col: 0 },
    });
    expect(configuration.settings).toMatchObject({ stateControllerId: 'entity', showDashboardsSelect: true });
    expect(configuration.timewindow).toMatchObject({ selectedTab: 0, aggregation: { type: 'AVG', limit: 25000 } });
    expect(configuration.filters).toEqual({});
  });

  it('turns a name-matching device filter into an entityName alias', () => {
    const aliasId = '11111111-2222-3333-4444-555555555555';
    const { configuration } = normalizeDashboard(
      {
        title: 'Old',
        configuration: {
          widgets: {},
          deviceAliases: {
            [aliasId]: { alias: 'Sensors', deviceFilter: { useFilter: true, deviceNameFilter: 'Sensor' } },
          },
        },
      },
      options,
    );
    expect(configuration.entityAliases[aliasId].filter).toEqual({
      type: 'entityName',
      entityType: 'DEVICE',
      entityNameFilter: 'Sensor',
      resolveMultiple: false,
    });
  });

  it('moves legacy top-level grid settings into the settings and the default main layout', () => {
    const { configuration } = normalizeDashboard(
      {
        title: 'Old',
        configuration: {
          widgets: {},
          settings: { showTitle: false },
          gridSettings: { showTitle: true, showDevicesSelect: false, backgroundColor: '#fff', columns: 20 },
        },
      },
      options,
    );
    expect(configuration).not.toHaveProperty('gridSettings');
    expect(configuration.settings).toEqual({ showTitle: true, showEntitiesSelect: false, stateControllerId: 'entity' });
    expect(configuration.states.default.layouts.main?.gridSettings).toEqual({
      backgroundColor: '#fff',
      columns: 20,
      margin: 10,
      backgroundSizeMode: '100%',
    });
  });

  it('makes the first state root when none is marked', () => {
    const { configuration } = normalizeDashboard(
      {
        title: 'T',
        configuration: {
          widgets: {},
          states: { a: { name: 'A', layouts: { main: { widgets: {} } } }, b: { name: 'B', layouts: {} } },
        },
      },
      options,
    );
    expect(configuration.states.a.root).toBe(true);
    expect(configuration.states.b.root).toBe(false);
    expect(configuration.states.a.layouts.main?.gridSettings).toMatchObject({ columns: 24, margin: 10 });
  });
});
