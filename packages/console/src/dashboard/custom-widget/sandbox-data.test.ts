import { describe, expect, it } from 'vitest';
import type { Datasource } from '../../widgets/widget-config';
import { sandboxData } from './sandbox-data';

const datasource: Datasource = {
  type: 'entity',
  entityAliasId: 'alias-1',
  dataKeys: [
    { name: 'temperature', type: 'timeseries', label: 'Temperature', color: '#f00' },
    { name: 'model', type: 'attribute', label: 'Model', color: '#0f0' },
  ],
};
const entity = { id: { entityType: 'DEVICE' as const, id: 'd1' }, name: 'Thermometer', label: 'Hall' };

describe('sandboxData', () => {
  it("shapes the series as the platform's ctx.data and ctx.datasources, values converted as the platform does", () => {
    const [temperature, model] = datasource.dataKeys;
    const { data, datasources } = sandboxData([
      { datasource, dataKey: temperature as never, entity, data: [[1000, '21.5']] },
      { datasource, dataKey: model as never, entity, data: [[1000, '25.0']] },
    ]);
    expect(datasources).toHaveLength(1);
    expect(datasources[0]).toMatchObject({
      entityAliasId: 'alias-1',
      entityName: 'Thermometer',
      entityLabel: 'Hall',
      entityId: 'd1',
      entityType: 'DEVICE',
    });
    expect(data.map((item) => [item.dataKey.name, item.data])).toEqual([
      ['temperature', [[1000, 21.5]]],
      ['model', [[1000, '25.0']]],
    ]);
    expect(data[0]?.datasource).toBe(datasources[0]);
  });

  it('lists a datasource once per entity it resolved to', () => {
    const [temperature] = datasource.dataKeys;
    const other = { ...entity, id: { entityType: 'DEVICE' as const, id: 'd2' }, name: 'Other' };
    const { datasources } = sandboxData([
      { datasource, dataKey: temperature as never, entity, data: [] },
      { datasource, dataKey: temperature as never, entity: other, data: [] },
    ]);
    expect(datasources.map((item) => item.entityName)).toEqual(['Thermometer', 'Other']);
  });
});
