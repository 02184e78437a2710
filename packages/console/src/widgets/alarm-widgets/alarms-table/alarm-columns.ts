import type { AlarmData } from '@fleetdeck/model';
import dayjs from 'dayjs';
import { formatValue } from '../../format-value';
import { keyLabel } from '../../key-label';
import type { DataKey, Datasource, WidgetConfig } from '../../widget-config';
import type { AlarmColumnSettings } from './settings';

export interface AlarmColumn {
  /** unique among the columns */
  id: string;
  dataKey: DataKey;
  label: string;
  settings: AlarmColumnSettings;
}

/** One column per data key of the alarm source, headed by the key's label. */
export function alarmColumns(source: Datasource | undefined): AlarmColumn[] {
  return (source?.dataKeys ?? []).map((dataKey, index) => ({
    id: `${index}:${dataKey.name}`,
    dataKey,
    label: keyLabel(dataKey, source as Datasource),
    settings: dataKey.settings as AlarmColumnSettings,
  }));
}

/** The alarm field behind each alarm key name. */
const ALARM_FIELDS: Record<string, (alarm: AlarmData) => unknown> = {
  createdTime: (alarm) => alarm.createdTime,
  startTime: (alarm) => alarm.startTs,
  endTime: (alarm) => alarm.endTs,
  ackTime: (alarm) => alarm.ackTs,
  clearTime: (alarm) => alarm.clearTs,
  originator: (alarm) => alarm.originatorName,
  originatorType: (alarm) => alarm.originator.entityType,
  type: (alarm) => alarm.type,
  severity: (alarm) => alarm.severity,
  status: (alarm) => alarm.status,
};
const TIME_KEYS = new Set(['createdTime', 'startTime', 'endTime', 'ackTime', 'clearTime']);

function detailsPath(alarm: AlarmData, path: string): unknown {
  let value: unknown = alarm;
  for (const part of path.split('.')) {
    if (typeof value !== 'object' || value === null) return undefined;
    value = (value as Record<string, unknown>)[part];
  }
  return value;
}

/** A column's value for an alarm: an alarm field, or the originator's latest attribute, telemetry or field. */
export function alarmValue(alarm: AlarmData, dataKey: DataKey): unknown {
  const latest = (type: 'ATTRIBUTE' | 'TIME_SERIES' | 'ENTITY_FIELD') => alarm.latest?.[type]?.[dataKey.name]?.value;
  switch (dataKey.type) {
    case 'attribute':
      return latest('ATTRIBUTE');
    case 'timeseries':
      return latest('TIME_SERIES');
    case 'entityField':
      return latest('ENTITY_FIELD');
    default: {
      const field = ALARM_FIELDS[dataKey.name];
      return field ? field(alarm) : detailsPath(alarm, dataKey.name);
    }
  }
}

/** Severity colours of the platform's alarm tables. */
export const SEVERITY_COLORS: Record<string, string> = {
  CRITICAL: 'red',
  MAJOR: 'orange',
  MINOR: '#ffca3d',
  WARNING: '#abab00',
  INDETERMINATE: 'green',
};

/** A value as its cell prints it: times as dates, severity and status in words, numbers with decimals and units. */
export function alarmText(value: unknown, dataKey: DataKey, config: WidgetConfig, translate: (key: string) => string) {
  if (dataKey.type === 'alarm') {
    if (TIME_KEYS.has(dataKey.name)) {
      return typeof value === 'number' && value > 0 ? dayjs(value).format('YYYY-MM-DD HH:mm:ss') : '';
    }
    if (dataKey.name === 'severity' && typeof value === 'string') {
      return translate(`alarm.severity-value.${value.toLowerCase()}`);
    }
    if (dataKey.name === 'status' && typeof value === 'string') {
      return translate(`alarm.status-value.${value.toLowerCase().replace('_', '-')}`);
    }
  }
  if (typeof value === 'object' && value !== null) return JSON.stringify(value);
  // Values arrive as strings; only those that are numbers as written get decimals.
  const number = typeof value === 'string' && value !== '' && String(Number(value)) === value ? Number(value) : value;
  return formatValue(number, dataKey.decimals ?? config.decimals, dataKey.units ?? config.units);
}

export interface AlarmSort {
  columnId: string;
  desc: boolean;
}

/** The sort a table starts with: the column named by key name or label, `-` first for descending. */
export function initialSort(order: string, columns: readonly AlarmColumn[]): AlarmSort | null {
  const desc = order.startsWith('-');
  const name = order.replace(/^[-+]/, '');
  const column = columns.find((candidate) => candidate.dataKey.name === name || candidate.label === name);
  return column ? { columnId: column.id, desc } : null;
}

const SEVERITY_RANK = ['CRITICAL', 'MAJOR', 'MINOR', 'WARNING', 'INDETERMINATE'];

function compareValues(a: unknown, b: unknown, dataKey: DataKey): number {
  if (dataKey.type === 'alarm' && dataKey.name === 'severity') {
    return SEVERITY_RANK.indexOf(String(b)) - SEVERITY_RANK.indexOf(String(a));
  }
  const na = Number(a);
  const nb = Number(b);
  if (a !== '' && b !== '' && a != null && b != null && Number.isFinite(na) && Number.isFinite(nb)) return na - nb;
  return String(a ?? '').localeCompare(String(b ?? ''));
}

/** The alarms in a column's order; severities rank from indeterminate up to critical. */
export function sortAlarms(alarms: readonly AlarmData[], column: AlarmColumn | undefined, desc: boolean): AlarmData[] {
  if (!column) return [...alarms];
  const sorted = [...alarms].sort((a, b) =>
    compareValues(alarmValue(a, column.dataKey), alarmValue(b, column.dataKey), column.dataKey),
  );
  return desc ? sorted.reverse() : sorted;
}
