import type { EntityData, EntityDataUpdate, EntityId } from '@fleetdeck/model';
import { describe, expect, it } from 'vitest';
import type { Datasource } from '../../widgets/widget-config';
import { applyEntityDataUpdate, NO_ENTITIES, slideWindow } from './entity-values';
import { nextFunctionValues } from './function-data';
import { convertValue, countSeries, datasourceSeries, insertEntityVariables } from './widget-series';

const t1: EntityId = { entityType: 'DEVICE', id: '1e3c8a10-0000-11ee-8000-000000000001' };
const t2: EntityId = { entityType: 'DEVICE', id: '1e3c8a10-0000-11ee-8000-000000000002' };

const page = (...entities: EntityData[]): Pick<EntityDataUpdate, 'data' | 'update'> => ({
  data: { data: entities, totalPages: 1, totalElements: entities.length, hasNext: false },
  update: null,
});
const fields = (name: string, label = '') => ({
  ENTITY_FIELD: { name: { ts: 0, value: name }, label: { ts: 0, value: label } },
});

const chart = {
  type: 'entity',
  entityAliasId: 'alias',
  dataKeys: [
    { name: 'temperature', type: 'timeseries', label: `\${entityName} temperature`, color: '#f00' },
    { name: 'humidity', type: 'timeseries', label: 'Humidity', color: '#00f' },
  ],
  latestDataKeys: [{ name: 'firmware', type: 'attribute', label: 'Firmware', color: '#000' }],
} as unknown as Datasource;

describe('series from entity data updates', () => {
  it('gives one series per entity and key, naming the entity, labels with its name', () => {
    let values = applyEntityDataUpdate(
      NO_ENTITIES,
      page(
        { entityId: t1, latest: fields('Thermostat T1'), timeseries: null },
        { entityId: t2, latest: fields('Thermostat T2', 'Kitchen'), timeseries: null },
      ),
    );
    values = applyEntityDataUpdate(values, {
      data: null,
      update: [{ entityId: t1, latest: null, timeseries: { temperature: [{ ts: 1000, value: '21.5' }] } }],
    });
    const { data } = datasourceSeries(chart, values, { timeseries: true, aggregated: false });
    expect(data.map((series) => [series.entity?.name, series.dataKey.label, series.data])).toEqual([
      ['Thermostat T1', 'Thermostat T1 temperature', [[1000, 21.5]]],
      ['Thermostat T1', 'Humidity', []],
      ['Thermostat T2', 'Thermostat T2 temperature', []],
      ['Thermostat T2', 'Humidity', []],
    ]);
    expect(data[0]?.entity).toEqual({ id: t1, name: 'Thermostat T1', label: null });
    expect(data[2]?.datasource.entityLabel).toBe('Kitchen');
  });

  it('lists the entities of a datasource without data keys, which has no series', () => {
    const values = applyEntityDataUpdate(
      NO_ENTITIES,
      page(
        { entityId: t1, latest: fields('Thermostat T1'), timeseries: null },
        { entityId: t2, latest: fields('Thermostat T2', 'Kitchen'), timeseries: null },
      ),
    );
    const bare = { ...chart, dataKeys: [], latestDataKeys: [] } as Datasource;
    const { data, entities } = datasourceSeries(bare, values, { timeseries: false, aggregated: false });
    expect(data).toEqual([]);
    expect(entities.map(({ entity, datasource }) => [entity.name, datasource.entityName, datasource.entityId])).toEqual(
      [
        ['Thermostat T1', 'Thermostat T1', t1.id],
        ['Thermostat T2', 'Thermostat T2', t2.id],
      ],
    );
    expect(entities[1]?.entity.label).toBe('Kitchen');
  });

  it('appends live points in time order and drops those the realtime window left', () => {
    let values = applyEntityDataUpdate(NO_ENTITIES, page({ entityId: t1, latest: fields('T1'), timeseries: null }));
    const window = { startTs: 1000, limit: 3 };
    for (const [ts, value] of [
      [3000, '3'],
      [1000, '1'],
      [2000, '2'],
      [500, '0'],
    ] as const) {
      values = applyEntityDataUpdate(
        values,
        { data: null, update: [{ entityId: t1, latest: null, timeseries: { temperature: [{ ts, value }] } }] },
        window,
      );
    }
    const series = () => datasourceSeries(chart, values, { timeseries: true, aggregated: false }).data[0]?.data;
    expect(series()).toEqual([
      [1000, 1],
      [2000, 2],
      [3000, 3],
    ]);
    values = slideWindow(values, { startTs: 2500, limit: 3 });
    expect(series()).toEqual([[3000, 3]]);
  });

  it('reads a history that came newest first oldest first, and trims it to the window and the limit', () => {
    const history = [5000, 4000, 3000, 2000, 1000].map((ts) => ({ ts, value: String(ts / 1000) }));
    const values = applyEntityDataUpdate(
      NO_ENTITIES,
      page({ entityId: t1, latest: fields('T1'), timeseries: { temperature: history } }),
      { startTs: 2000, limit: 3 },
    );
    expect(datasourceSeries(chart, values, { timeseries: true, aggregated: false }).data[0]?.data).toEqual([
      [3000, 3],
      [4000, 4],
      [5000, 5],
    ]);
  });

  it('converts the points of a key once while they do not change', () => {
    let values = applyEntityDataUpdate(
      NO_ENTITIES,
      page({ entityId: t1, latest: fields('T1'), timeseries: { temperature: [{ ts: 1000, value: '1' }] } }),
    );
    const converted = new WeakMap<object, Array<[number, unknown]>>();
    const options = { timeseries: true, aggregated: false, converted };
    const before = datasourceSeries(chart, values, options).data;
    values = applyEntityDataUpdate(values, {
      data: null,
      update: [{ entityId: t1, latest: null, timeseries: { humidity: [{ ts: 2000, value: '40' }] } }],
    });
    const after = datasourceSeries(chart, values, options).data;
    expect(after[0]?.data).toBe(before[0]?.data);
    expect(after[1]?.data).toEqual([[2000, 40]]);
  });

  it('gives latest widgets the newest value and never lets a late older value replace it', () => {
    const latest = (ts: number, value: string) => ({
      data: null,
      update: [{ entityId: t1, latest: { TIME_SERIES: { temperature: { ts, value } } }, timeseries: null }],
    });
    let values = applyEntityDataUpdate(NO_ENTITIES, page({ entityId: t1, latest: fields('T1'), timeseries: null }));
    values = applyEntityDataUpdate(values, latest(2000, '22'));
    values = applyEntityDataUpdate(values, latest(1000, '21'));
    const { data } = datasourceSeries(chart, values, { timeseries: false, aggregated: false });
    expect(data[0]?.data).toEqual([[2000, 22]]);
  });

  it('fills latestData from the additional latest keys', () => {
    const values = applyEntityDataUpdate(
      NO_ENTITIES,
      page({
        entityId: t1,
        latest: { ...fields('T1'), ATTRIBUTE: { firmware: { ts: 5, value: '1.2.0' } } },
        timeseries: null,
      }),
    );
    const { latestData } = datasourceSeries(chart, values, { timeseries: true, aggregated: false });
    expect(latestData.map((series) => [series.dataKey.name, series.data])).toEqual([['firmware', [[5, '1.2.0']]]]);
  });

  it('runs post-processing over each point with the previous one', () => {
    const processed = {
      ...chart,
      dataKeys: [{ ...chart.dataKeys[0], usePostProcessing: true, postFuncBody: 'return value + prevValue;' }],
    } as unknown as Datasource;
    const values = applyEntityDataUpdate(
      NO_ENTITIES,
      page({
        entityId: t1,
        latest: fields('T1'),
        timeseries: {
          temperature: [
            { ts: 1, value: '1' },
            { ts: 2, value: '2' },
          ],
        },
      }),
    );
    const { data } = datasourceSeries(processed, values, {
      timeseries: true,
      aggregated: false,
      postProcess: (_body, _time, value, prevValue) => (value as number) + ((prevValue as number | null) ?? 0),
    });
    expect(data[0]?.data).toEqual([
      [1, 1],
      [2, 3],
    ]);
  });
});

describe('values as the platform reads them', () => {
  it('turns a raw value into a number only when it reads back the same', () => {
    expect(convertValue('25', false)).toBe(25);
    expect(convertValue('25.0', false)).toBe('25.0');
    expect(convertValue('on', false)).toBe('on');
    expect(convertValue('25.0', true)).toBe(25);
  });

  it('fills entity variables of labels and titles', () => {
    const entity = { id: t1, name: 'T1', label: null };
    expect(insertEntityVariables(`\${entityName} (\${entityLabel})`, entity)).toBe('T1 (T1)');
  });
});

describe('function and count datasources', () => {
  it('generates each key from its function and the previous value', () => {
    const keys = [{ name: 'f', type: 'function', label: 'f', color: '', funcBody: 'return prevValue + 1;' }] as const;
    const generate = (_body: string, _time: number, prev: unknown) => ((prev as number | null) ?? 0) + 1;
    let values = nextFunctionValues([...keys], [], 1000, generate, { startTs: 0, limit: 10 });
    values = nextFunctionValues([...keys], values, 2000, generate, { startTs: 0, limit: 10 });
    expect(values).toEqual([
      [
        [1000, 1],
        [2000, 2],
      ],
    ]);
    expect(nextFunctionValues([...keys], values, 3000, generate, null)).toEqual([[[3000, 3]]]);
  });

  it('gives an entity count as one value', () => {
    const datasource = { type: 'entityCount', dataKeys: [{ name: 'count', type: 'count', label: 'Count', color: '' }] };
    expect(countSeries(datasource as unknown as Datasource, 4, 100)[0]?.data).toEqual([[100, 4]]);
  });
});
