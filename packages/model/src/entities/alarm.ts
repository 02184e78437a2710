import type { CustomerId, EntityId, TenantId } from '../ids.js';

/** Highest first: where alarms are summed up to one severity, the first one found in this order wins. */
export const ALARM_SEVERITIES = ['CRITICAL', 'MAJOR', 'MINOR', 'WARNING', 'INDETERMINATE'] as const;
export type AlarmSeverity = (typeof ALARM_SEVERITIES)[number];

export const ALARM_STATUSES = ['ACTIVE_UNACK', 'ACTIVE_ACK', 'CLEARED_UNACK', 'CLEARED_ACK'] as const;
export type AlarmStatus = (typeof ALARM_STATUSES)[number];

export const ALARM_SEARCH_STATUSES = ['ANY', 'ACTIVE', 'CLEARED', 'ACK', 'UNACK'] as const;
export type AlarmSearchStatus = (typeof ALARM_SEARCH_STATUSES)[number];

export type AlarmId = EntityId<'ALARM'>;

/** An alarm. `name` is the type, derived on the server. */
export interface Alarm {
  id: AlarmId;
  createdTime: number;
  tenantId: TenantId;
  customerId: CustomerId;
  type: string;
  originator: EntityId;
  severity: AlarmSeverity;
  status: AlarmStatus;
  startTs: number;
  endTs: number;
  ackTs: number;
  clearTs: number;
  details: unknown;
  propagate: boolean;
  propagateToOwner: boolean;
  propagateToTenant: boolean;
  propagateRelationTypes: string[] | null;
  name: string;
}

/** An alarm with its originator's name, filled only when asked for (fetchOriginator). */
export interface AlarmInfo extends Alarm {
  originatorName: string | null;
}
