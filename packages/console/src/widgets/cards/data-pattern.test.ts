import { describe, expect, it } from 'vitest';
import type { DataKey, Datasource } from '../widget-config';
import type { WidgetSeries } from '../widget-definition';
import { entityValues, fillDataPattern, keyLabels, translateMessageKeys } from './data-pattern';

const v = (name: string) => `\${${name}}`;
const key = (label: string): DataKey => ({ name: label, type: 'timeseries', label, color: '#000' });
const datasource: Datasource = {
  type: 'entity',
  aliasName: 'Thermostats',
  dataKeys: [key('temperature'), key('mode')],
};
const thermostat = (id: string, name: string) => ({ id: { entityType: 'DEVICE' as const, id }, name, label: null });

const data: WidgetSeries[] = [
  {
    datasource,
    dataKey: key('temperature'),
    entity: thermostat('t1', 'T1'),
    data: [
      [1, 20],
      [2, 21.456],
    ],
  },
  { datasource, dataKey: key('mode'), entity: thermostat('t1', 'T1'), data: [[2, 'eco']] },
  { datasource, dataKey: key('temperature'), entity: thermostat('t2', 'T2'), data: [] },
];

describe("cards' data patterns", () => {
  it('gives one row per entity with its variables and the latest value of each key', () => {
    expect(entityValues(data)).toEqual([
      {
        entityName: 'T1',
        deviceName: 'T1',
        entityLabel: 'T1',
        entityId: 't1',
        entityType: 'DEVICE',
        aliasName: 'Thermostats',
        temperature: 21.456,
        mode: 'eco',
      },
      {
        entityName: 'T2',
        deviceName: 'T2',
        entityLabel: 'T2',
        entityId: 't2',
        entityType: 'DEVICE',
        aliasName: 'Thermostats',
        temperature: undefined,
      },
    ]);
    expect(keyLabels(data)).toEqual(['temperature', 'mode']);
  });

  it('prints values as they are, with the decimals asked for, by label or by index', () => {
    const [row] = entityValues(data);
    const labels = keyLabels(data);
    expect(fillDataPattern(`${v('entityName')}: ${v('temperature')} ${v('temperature:1')}`, row, labels)).toBe(
      'T1: 21.456 21.5',
    );
    expect(fillDataPattern(`${v('#1')} ${v('#0:0')} [${v('#5')}] [${v('humidity')}]`, row, labels)).toBe(
      'eco 21 [] []',
    );
  });

  it('replaces message keys by their texts', () => {
    expect(translateMessageKeys('{i18n:device.devices}!', (k) => (k === 'device.devices' ? 'Devices' : k))).toBe(
      'Devices!',
    );
  });
});
