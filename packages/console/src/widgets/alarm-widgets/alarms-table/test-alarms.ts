import type { AlarmData, AlarmSeverity, AlarmStatus } from '@fleetdeck/model';
import type { WidgetAlarms } from '../../widget-context';

/** An alarm of a thermostat as the alarm subscription delivers it, for the table's tests. */
export function testAlarm(
  id: string,
  fields: { type: string; severity: AlarmSeverity; status: AlarmStatus; createdTime: number; originator?: string },
  latest: AlarmData['latest'] = {},
): AlarmData {
  const originator = fields.originator ?? 'Thermostat T1';
  return {
    id: { entityType: 'ALARM', id },
    createdTime: fields.createdTime,
    tenantId: { entityType: 'TENANT', id: 'tenant-1' },
    customerId: { entityType: 'CUSTOMER', id: '13814000-1dd2-11b2-8080-808080808080' },
    type: fields.type,
    originator: { entityType: 'DEVICE', id: `device-${originator}` },
    originatorName: originator,
    severity: fields.severity,
    status: fields.status,
    startTs: fields.createdTime,
    endTs: fields.createdTime,
    ackTs: 0,
    clearTs: 0,
    details: { temperature: 30 },
    propagate: false,
    propagateToOwner: false,
    propagateToTenant: false,
    propagateRelationTypes: null,
    name: fields.type,
    entityId: { entityType: 'DEVICE', id: `device-${originator}` },
    latest,
  };
}

/** The host's alarm data, recording what was acknowledged and cleared. */
export function testAlarms(data: AlarmData[]) {
  const acknowledged: string[] = [];
  const cleared: string[] = [];
  const alarms: WidgetAlarms = {
    data,
    totalElements: data.length,
    acknowledge: async (alarm) => {
      acknowledged.push(alarm.id.id);
    },
    clear: async (alarm) => {
      cleared.push(alarm.id.id);
    },
  };
  return { alarms, acknowledged, cleared };
}
