import {
  ALARM_SEARCH_STATUSES,
  ALARM_STATUSES,
  type Alarm,
  type AlarmSearchStatus,
  type AlarmSeverity,
  type AlarmStatus,
  type EntityId,
} from '@fleetdeck/model';
import type { Selectable } from 'kysely';
import { fromFlag, fromJsonText } from '../common/json.js';
import { badRequest } from '../http/errors.js';
import type { AlarmTable, Db } from '../storage/schema.js';

export type AlarmRow = Selectable<AlarmTable>;

export function toAlarm(row: AlarmRow): Alarm {
  return {
    id: { entityType: 'ALARM', id: row.id },
    createdTime: Number(row.created_time),
    tenantId: { entityType: 'TENANT', id: row.tenant_id },
    customerId: { entityType: 'CUSTOMER', id: row.customer_id },
    type: row.type,
    originator: { entityType: row.originator_type as EntityId['entityType'], id: row.originator_id },
    severity: row.severity as AlarmSeverity,
    status: row.status as AlarmStatus,
    startTs: Number(row.start_ts),
    endTs: Number(row.end_ts),
    ackTs: Number(row.ack_ts),
    clearTs: Number(row.clear_ts),
    details: fromJsonText(row.details),
    propagate: fromFlag(row.propagate),
    propagateToOwner: fromFlag(row.propagate_to_owner),
    propagateToTenant: fromFlag(row.propagate_to_tenant),
    propagateRelationTypes: fromJsonText<string[]>(row.propagate_relation_types),
    name: row.type,
  };
}

export function findAlarm(db: Db, id: string): Promise<AlarmRow | undefined> {
  return db.selectFrom('alarm').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The newest alarm of an originator with a type: a new alarm of that type updates it while it is not cleared. */
export function findLatestAlarm(db: Db, originatorId: string, type: string): Promise<AlarmRow | undefined> {
  return db
    .selectFrom('alarm')
    .selectAll()
    .where('originator_id', '=', originatorId)
    .where('type', '=', type)
    .orderBy('created_time', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

const SEARCH_STATUSES: Record<AlarmSearchStatus, readonly AlarmStatus[]> = {
  ANY: ALARM_STATUSES,
  ACTIVE: ['ACTIVE_UNACK', 'ACTIVE_ACK'],
  CLEARED: ['CLEARED_UNACK', 'CLEARED_ACK'],
  ACK: ['ACTIVE_ACK', 'CLEARED_ACK'],
  UNACK: ['ACTIVE_UNACK', 'CLEARED_UNACK'],
};

export function statusesOf(searchStatus: AlarmSearchStatus): readonly AlarmStatus[] {
  return SEARCH_STATUSES[searchStatus];
}

export function parseSearchStatus(value: string): AlarmSearchStatus {
  if (!(ALARM_SEARCH_STATUSES as readonly string[]).includes(value)) {
    throw badRequest(`No enum constant org.thingsboard.server.common.data.alarm.AlarmSearchStatus.${value}`);
  }
  return value as AlarmSearchStatus;
}

export function parseStatus(value: string): AlarmStatus {
  if (!(ALARM_STATUSES as readonly string[]).includes(value)) {
    throw badRequest(`No enum constant org.thingsboard.server.common.data.alarm.AlarmStatus.${value}`);
  }
  return value as AlarmStatus;
}

/** The statuses a list asks for: a search status or one status (never both); null = every status. */
export function statusFilter(query: { searchStatus?: string; status?: string }): readonly AlarmStatus[] | null {
  const { searchStatus, status } = query;
  if (searchStatus && status) {
    throw badRequest(
      "Invalid alarms search query: Both parameters 'searchStatus' and 'status' can't be specified at the same time!",
    );
  }
  if (searchStatus) {
    const parsed = parseSearchStatus(searchStatus);
    return parsed === 'ANY' ? null : statusesOf(parsed);
  }
  if (status) return [parseStatus(status)];
  return null;
}

/** sortProperty of the alarm lists, with the aliases the platform accepts. */
export const ALARM_SORT_COLUMNS: Record<string, string> = {
  createdTime: 'alarm.created_time',
  startTs: 'alarm.start_ts',
  startTime: 'alarm.start_ts',
  endTs: 'alarm.end_ts',
  endTime: 'alarm.end_ts',
  ackTs: 'alarm.ack_ts',
  ackTime: 'alarm.ack_ts',
  clearTs: 'alarm.clear_ts',
  clearTime: 'alarm.clear_ts',
  type: 'alarm.type',
  severity: 'alarm.severity',
  status: 'alarm.status',
  originator: 'alarm.originator_id',
};

/** ALARM_FIELD keys of the alarm data query and their columns. */
export const ALARM_FIELD_COLUMNS: Record<string, string> = {
  createdTime: 'created_time',
  ackTs: 'ack_ts',
  clearTs: 'clear_ts',
  endTs: 'end_ts',
  startTs: 'start_ts',
  status: 'status',
  type: 'type',
  severity: 'severity',
  originator: 'originator_id',
  originatorId: 'originator_id',
  originatorType: 'originator_type',
  details: 'details',
};

export async function insertAlarm(db: Db, row: AlarmRow): Promise<void> {
  await db.insertInto('alarm').values(row).execute();
}

export async function updateAlarm(db: Db, id: string, values: Partial<Omit<AlarmRow, 'id'>>): Promise<void> {
  await db.updateTable('alarm').set(values).where('id', '=', id).execute();
}

export async function deleteAlarmRow(db: Db, id: string): Promise<void> {
  await db.deleteFrom('alarm').where('id', '=', id).execute();
}

/** Deletes the alarms of an originator; answers the rows that went. */
export async function deleteAlarmsOfOriginator(db: Db, originatorId: string): Promise<AlarmRow[]> {
  const rows = await db.selectFrom('alarm').selectAll().where('originator_id', '=', originatorId).execute();
  if (rows.length === 0) return [];
  await db.deleteFrom('alarm').where('originator_id', '=', originatorId).execute();
  return rows;
}
