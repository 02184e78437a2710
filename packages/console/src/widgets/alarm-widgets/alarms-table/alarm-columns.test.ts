import { describe, expect, it } from 'vitest';
import type { DataKey } from '../../widget-config';
import { alarmColumns, alarmText, alarmValue, initialSort, sortAlarms } from './alarm-columns';
import { DEFAULT_ALARM_COLUMN_SETTINGS } from './settings';
import { testAlarm } from './test-alarms';

const key = (name: string, type: DataKey['type'] = 'alarm', extra: Partial<DataKey> = {}): DataKey => ({
  name,
  type,
  label: name,
  color: '#000',
  settings: DEFAULT_ALARM_COLUMN_SETTINGS,
  ...extra,
});
const t = (message: string) => `<${message}>`;
const config = { settings: {} };

const high = testAlarm(
  'a1',
  { type: 'High Temperature', severity: 'MAJOR', status: 'ACTIVE_UNACK', createdTime: 2000 },
  { TIME_SERIES: { temperature: { ts: 1, value: '31.456' } }, ATTRIBUTE: { room: { ts: 1, value: 'Kitchen' } } },
);
const low = testAlarm('a2', { type: 'Low Humidity', severity: 'CRITICAL', status: 'CLEARED_ACK', createdTime: 1000 });

describe('alarm columns', () => {
  it('reads alarm fields by their key names', () => {
    expect(alarmValue(high, key('createdTime'))).toBe(2000);
    expect(alarmValue(high, key('originator'))).toBe('Thermostat T1');
    expect(alarmValue(high, key('originatorType'))).toBe('DEVICE');
    expect(alarmValue(high, key('ackTime'))).toBe(0);
    expect(alarmValue(high, key('details.temperature'))).toBe(30);
  });

  it("reads the originator's telemetry and attributes", () => {
    expect(alarmValue(high, key('temperature', 'timeseries'))).toBe('31.456');
    expect(alarmValue(high, key('room', 'attribute'))).toBe('Kitchen');
    expect(alarmValue(low, key('room', 'attribute'))).toBeUndefined();
  });

  it('prints times, severities, statuses and numbers', () => {
    expect(alarmText(0, key('ackTime'), config, t)).toBe('');
    expect(alarmText(new Date(2024, 0, 1, 10, 5, 7).getTime(), key('createdTime'), config, t)).toBe(
      '2024-01-01 10:05:07',
    );
    expect(alarmText('MAJOR', key('severity'), config, t)).toBe('<alarm.severity-value.major>');
    expect(alarmText('ACTIVE_UNACK', key('status'), config, t)).toBe('<alarm.status-value.active-unack>');
    expect(alarmText('31.456', key('temperature', 'timeseries', { decimals: 1, units: '°C' }), config, t)).toBe(
      '31.5 °C',
    );
  });

  it('starts sorted by the column the settings name', () => {
    const columns = alarmColumns({ type: 'entity', dataKeys: [key('createdTime'), key('type')] });
    expect(initialSort('-createdTime', columns)).toEqual({ columnId: '0:createdTime', desc: true });
    expect(initialSort('type', columns)).toEqual({ columnId: '1:type', desc: false });
    expect(initialSort('unknown', columns)).toBeNull();
  });

  it('sorts by time, text and severity rank', () => {
    const columns = alarmColumns({ type: 'entity', dataKeys: [key('createdTime'), key('type'), key('severity')] });
    expect(sortAlarms([high, low], columns[0], false).map((alarm) => alarm.id.id)).toEqual(['a2', 'a1']);
    expect(sortAlarms([low, high], columns[1], false).map((alarm) => alarm.id.id)).toEqual(['a1', 'a2']);
    expect(sortAlarms([high, low], columns[2], true).map((alarm) => alarm.id.id)).toEqual(['a2', 'a1']);
  });
});
