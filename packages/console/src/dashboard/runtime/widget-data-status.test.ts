import { describe, expect, it } from 'vitest';
import type { WidgetSeries } from '../../widgets/widget-definition';
import { widgetDataStatus } from './widget-data-status';
import type { WidgetDataSnapshot } from './widget-data-subscription';

const device = { entityType: 'DEVICE' as const, id: '1e3c8a10-0000-11ee-8000-000000000001' };
const datasource = { type: 'entity' as const, entityAliasId: 'a1', aliasName: 'Thermostats', dataKeys: [] };
const dataKey = { name: 'temperature', type: 'timeseries' as const, label: 'Temperature', color: '#000' };

function snapshot(fields: Partial<WidgetDataSnapshot>): WidgetDataSnapshot {
  return {
    data: [],
    latestData: [],
    entities: [],
    alarms: null,
    timeWindow: { min: 0, max: 0 },
    error: null,
    loaded: true,
    emptyAliases: [],
    ...fields,
  };
}

const series = (data: Array<[number, unknown]>): WidgetSeries => ({ datasource, dataKey, data });
const entity = { datasource, entity: { id: device, name: 'Thermostat T1' } };

describe('what a widget says about its data', () => {
  it("tells the server's reason when the subscription failed, also for a table", () => {
    expect(widgetDataStatus('latest', snapshot({ error: 'Invalid key filter' }), true)).toEqual({
      kind: 'failed',
      message: 'Invalid key filter',
    });
  });

  it('says nothing while the datasources have not answered yet', () => {
    expect(widgetDataStatus('timeseries', snapshot({ loaded: false }), false)).toBeNull();
  });

  it('names the aliases that found no entity', () => {
    expect(widgetDataStatus('timeseries', snapshot({ emptyAliases: ['Thermostats'] }), false)).toEqual({
      kind: 'no-entity',
      aliases: ['Thermostats'],
    });
  });

  it('says there is no data when the entity has no values for the keys', () => {
    expect(widgetDataStatus('timeseries', snapshot({ entities: [entity], data: [series([])] }), false)).toEqual({
      kind: 'no-data',
    });
  });

  it('says nothing once a value arrived', () => {
    expect(
      widgetDataStatus('latest', snapshot({ entities: [entity], latestData: [series([[1, 21]])] }), false),
    ).toBeNull();
  });

  it('leaves empty results to widgets that tell them themselves, and to RPC and static widgets', () => {
    expect(widgetDataStatus('latest', snapshot({ emptyAliases: ['Thermostats'] }), true)).toBeNull();
    expect(widgetDataStatus('rpc', snapshot({}), false)).toBeNull();
    expect(widgetDataStatus('static', snapshot({}), false)).toBeNull();
  });
});
