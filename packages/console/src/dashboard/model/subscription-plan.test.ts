import { NULL_UUID, type Widget } from '@fleetdeck/model';
import { describe, expect, it } from 'vitest';
import { type CurrentUser, resolveAlias } from './alias-resolution';
import { normalizeDashboard } from './normalize-dashboard';
import { type PlanContext, planWidgetSubscription } from './subscription-plan';
import { FIXTURE_DASHBOARDS, loadFixtureDashboard } from './test-fixtures';

const now = 1_700_000_000_000;
const user: CurrentUser = {
  authority: 'TENANT_ADMIN',
  tenantId: 'aaaaaaaa-0000-0000-0000-000000000001',
  customerId: NULL_UUID,
  userId: 'aaaaaaaa-0000-0000-0000-000000000002',
};
const device = { entityType: 'DEVICE' as const, id: 'dddd0000-0000-0000-0000-000000000004' };

function contextFor(name: (typeof FIXTURE_DASHBOARDS)[number]) {
  const { configuration } = normalizeDashboard(loadFixtureDashboard(name), { maxDatapointsLimit: 50000, now });
  const aliases = Object.fromEntries(
    Object.values(configuration.entityAliases).map((alias) => [
      alias.id,
      resolveAlias(alias, { entityId: device }, user),
    ]),
  );
  const context: PlanContext = {
    dashboardTimewindow: configuration.timewindow,
    maxDatapointsLimit: 50000,
    now,
    aliases,
    filters: configuration.filters,
  };
  return { configuration, context };
}

const thermostats = contextFor('thermostats');
const widgetOf = (prefix: string) =>
  Object.values(thermostats.configuration.widgets).find((widget) => widget.id.startsWith(prefix)) as Widget;

describe('planWidgetSubscription', () => {
  it.each(FIXTURE_DASHBOARDS)('plans every widget of the %s dashboard', (name) => {
    const { configuration, context } = contextFor(name);
    for (const widget of Object.values(configuration.widgets)) {
      const plan = planWidgetSubscription(widget, context);
      expect(plan.datasources).toHaveLength(widget.config.datasources?.length ?? 0);
      for (const datasource of plan.datasources) expect(datasource.kind).not.toBe('unresolved');
    }
  });

  it('reads the latest attributes and telemetry of every thermostat for the entities table', () => {
    const plan = planWidgetSubscription(widgetOf('f33c746c'), thermostats.context);
    expect(plan.timewindow).toBeNull();
    const [datasource] = plan.datasources;
    expect(datasource.kind).toBe('entityData');
    if (datasource.kind !== 'entityData') return;
    const latest = [
      { type: 'ATTRIBUTE', key: 'active' },
      { type: 'TIME_SERIES', key: 'temperature' },
      { type: 'TIME_SERIES', key: 'humidity' },
      { type: 'ATTRIBUTE', key: 'latitude' },
      { type: 'ATTRIBUTE', key: 'longitude' },
    ];
    expect(datasource.query).toEqual({
      entityFilter: { type: 'deviceType', deviceType: 'thermostat', deviceNameFilter: '' },
      pageLink: {
        page: 0,
        pageSize: 1024,
        sortOrder: { key: { type: 'ENTITY_FIELD', key: 'createdTime' }, direction: 'DESC' },
      },
      keyFilters: [],
      entityFields: [
        { type: 'ENTITY_FIELD', key: 'name' },
        { type: 'ENTITY_FIELD', key: 'label' },
        { type: 'ENTITY_FIELD', key: 'additionalInfo' },
      ],
      latestValues: latest,
    });
    expect(datasource.data).toEqual({ latestCmd: { keys: latest } });
  });

  it('subscribes the temperature chart to the last hour of the state entity in 30 s averages', () => {
    const [datasource] = planWidgetSubscription(widgetOf('14a19183'), thermostats.context).datasources;
    if (datasource.kind !== 'entityData') throw new Error(`expected entity data, got ${datasource.kind}`);
    expect(datasource.query.entityFilter).toEqual({ type: 'singleEntity', singleEntity: device });
    expect(datasource.query.pageLink.pageSize).toBe(1);
    // now − 1 h is 20 s past a 30 s boundary: the window starts at the boundary and grows by one interval
    expect(datasource.data).toEqual({
      tsCmd: {
        keys: ['temperature'],
        startTs: now - 3_600_000 - 20_000,
        timeWindow: 3_630_000,
        interval: 30_000,
        limit: 121,
        agg: 'AVG',
        fetchLatestPreviousPoint: false,
      },
    });
  });

  it('reads a history window as one history command', () => {
    const widget = {
      ...widgetOf('14a19183'),
      config: {
        ...widgetOf('14a19183').config,
        timewindow: {
          history: { fixedTimewindow: { startTimeMs: now - 7_200_000, endTimeMs: now }, interval: 60_000 },
          aggregation: { type: 'NONE' as const, limit: 1000 },
        },
      },
    };
    const [datasource] = planWidgetSubscription(widget, thermostats.context).datasources;
    if (datasource.kind !== 'entityData') throw new Error(`expected entity data, got ${datasource.kind}`);
    expect(datasource.data).toEqual({
      historyCmd: {
        keys: ['temperature'],
        startTs: now - 7_200_000,
        endTs: now,
        interval: 1000,
        limit: 1000,
        agg: 'NONE',
        fetchLatestPreviousPoint: false,
      },
    });
  });

  it('has no entity to read while the chart state has no entity', () => {
    const context = {
      ...thermostats.context,
      aliases: { '12ae98c7-1ea2-52cf-64d5-763e9d993547': { kind: 'none' as const } },
    };
    const [datasource] = planWidgetSubscription(widgetOf('14a19183'), context).datasources;
    expect(datasource.kind).toBe('unresolved');
  });

  it('simulates function datasources with no WebSocket command', () => {
    const widget: Widget = {
      ...widgetOf('14a19183'),
      config: {
        useDashboardTimewindow: true,
        datasources: [
          {
            type: 'function',
            name: 'function',
            dataKeys: [{ name: 'f(x)', type: 'function', label: 'Sin', funcBody: 'return Math.sin(time / 5000);' }],
          },
        ],
      },
    };
    const plan = planWidgetSubscription(widget, thermostats.context);
    expect(plan.datasources[0]).toMatchObject({
      kind: 'simulated',
      keys: [{ funcBody: 'return Math.sin(time / 5000);' }],
      tickMs: 1000,
    });
    expect(plan.datasources[0]).not.toHaveProperty('query');
  });

  it('counts entities for entity count datasources with the filter’s key filters', () => {
    const aliasId = '68a058e1-fdda-8482-715b-3ae4a488568e';
    const predicate = { type: 'BOOLEAN' as const, operation: 'EQUAL' as const, value: { defaultValue: true } };
    const context = {
      ...thermostats.context,
      filters: {
        active: {
          id: 'active',
          filter: 'Active',
          editable: true,
          keyFilters: [
            {
              key: { type: 'ATTRIBUTE' as const, key: 'active' },
              valueType: 'BOOLEAN' as const,
              predicates: [
                {
                  keyFilterPredicate: predicate,
                  userInfo: { editable: true, label: '', autogeneratedLabel: true, order: 0 },
                },
              ],
            },
          ],
        },
      },
    };
    const widget: Widget = {
      ...widgetOf('f33c746c'),
      config: { datasources: [{ type: 'entityCount', entityAliasId: aliasId, filterId: 'active', dataKeys: [] }] },
    };
    expect(planWidgetSubscription(widget, context).datasources[0]).toMatchObject({
      kind: 'entityCount',
      query: {
        entityFilter: { type: 'deviceType', deviceType: 'thermostat' },
        keyFilters: [{ key: { type: 'ATTRIBUTE', key: 'active' }, valueType: 'BOOLEAN', predicate }],
      },
    });
  });

  it('queries the alarms of every thermostat over the last day for the alarms table', () => {
    const plan = planWidgetSubscription(widgetOf('7943196b'), thermostats.context);
    expect(plan.alarms).toEqual({
      kind: 'alarmData',
      query: {
        entityFilter: { type: 'deviceType', deviceType: 'thermostat', deviceNameFilter: '' },
        pageLink: {
          page: 0,
          pageSize: 1024,
          sortOrder: { key: { type: 'ALARM_FIELD', key: 'createdTime' }, direction: 'DESC' },
          timeWindow: 86_400_000,
          typeList: [],
          statusList: [],
          severityList: [],
          searchPropagatedAlarms: false,
        },
        keyFilters: [],
        alarmFields: ['createdTime', 'originator', 'type', 'severity', 'status'].map((key) => ({
          type: 'ALARM_FIELD',
          key,
        })),
        entityFields: [],
        latestValues: [],
      },
    });
    expect(planWidgetSubscription(widgetOf('f33c746c'), thermostats.context).alarms).toBeNull();
  });
});
