import { describe, expect, it } from 'vitest';
import type { DataKey, Datasource } from '../../widget-config';
import type { WidgetSeries } from '../../widget-definition';
import { eventKeys, eventRows } from './event-rows';

const datasource: Datasource = { type: 'entity', dataKeys: [] };
const series = (name: string, value: string, extra: Partial<DataKey> = {}): WidgetSeries => ({
  datasource,
  dataKey: { name, type: 'timeseries', label: name, color: '#000', ...extra },
  data: [[1, value]],
});

describe('gateway event rows', () => {
  const data = [
    series('MqttConnectorEventsSent', '12'),
    series('MqttConnectorEventsProduced', '14.5', { decimals: 0, units: 'msgs' }),
    series('Statistics', '3'),
  ];

  it('lists the keys whose names contain a wanted part, sorted by name, values formatted', () => {
    expect(eventRows(data, ['eventsproduced', 'EventsSent'], { settings: {} })).toEqual([
      { key: 'MqttConnectorEventsProduced', label: 'MqttConnectorEventsProduced', value: '15 msgs' },
      { key: 'MqttConnectorEventsSent', label: 'MqttConnectorEventsSent', value: '12' },
    ]);
  });

  it('lists every key when no part is given', () => {
    expect(eventRows(data, [], { settings: {} }).map((row) => row.key)).toEqual([
      'MqttConnectorEventsProduced',
      'MqttConnectorEventsSent',
      'Statistics',
    ]);
  });
});

describe('the event keys of a gateway', () => {
  it('keeps the entity’s keys that contain a part of the settings, case-insensitive, sorted', () => {
    expect(eventKeys(['cpuLoad', 'opcuaEventsSent', 'OpcuaEventsProduced', 'mqttEvents'], ['OPCUA'])).toEqual([
      'OpcuaEventsProduced',
      'opcuaEventsSent',
    ]);
  });

  it('keeps every key when the settings name no part', () => {
    expect(eventKeys(['b', 'a'], [])).toEqual(['a', 'b']);
  });
});
