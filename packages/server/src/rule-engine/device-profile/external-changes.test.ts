import { type Alarm, NULL_UUID } from '@fleetdeck/model';
import { describe, expect, it } from 'vitest';
import { alarm, numericFilter, rule } from '../../testing/alarm-rules.js';
import { createAlarmRuleStates } from '../profile/alarm-state.js';
import { snapshotKey, snapshotKeysOf } from '../profile/keys.js';
import { createSnapshot } from '../profile/snapshot.js';
import type { DeviceRuntime } from './device-runtime.js';
import { followAlarmChange, followAttributeChange } from './external-changes.js';

const DEVICE = { entityType: 'DEVICE' as const, id: '5a7e0a50-1dd2-11b2-8080-808080808080' };
const definition = alarm({
  MAJOR: rule(
    [numericFilter('temperature', 'GREATER', 0, { sourceType: 'CURRENT_DEVICE', sourceAttribute: 'limit' })],
    {
      spec: { type: 'REPEATING', predicate: { defaultValue: 3 } },
    },
  ),
});

function runtime(): DeviceRuntime {
  const states = createAlarmRuleStates(definition);
  return {
    facts: { id: DEVICE.id, tenantId: NULL_UUID, customerId: NULL_UUID, profileId: NULL_UUID, entityFields: {} },
    checkedAt: 0,
    alarms: [definition],
    snapshot: createSnapshot(snapshotKeysOf([definition])),
    ownerAttributes: { customer: new Set(), tenant: new Set() },
    byAlarmId: new Map([[definition.id, { states, current: null }]]),
    lastMetadata: {},
  };
}

function stored(id: string, status: Alarm['status']): Alarm {
  return {
    id: { entityType: 'ALARM', id },
    createdTime: 1,
    tenantId: { entityType: 'TENANT', id: NULL_UUID },
    customerId: { entityType: 'CUSTOMER', id: NULL_UUID },
    type: definition.alarmType,
    originator: DEVICE,
    severity: 'MAJOR',
    status,
    startTs: 1,
    endTs: 1,
    ackTs: 0,
    clearTs: 0,
    details: {},
    propagate: false,
    propagateToOwner: false,
    propagateToTenant: false,
    propagateRelationTypes: null,
    name: definition.alarmType,
  };
}

const event = (alarmValue: Alarm, deleted = false) =>
  ({ type: 'alarm', tenantId: NULL_UUID, entityId: DEVICE, alarm: alarmValue, deleted }) as const;

describe('changes made elsewhere', () => {
  it('takes an alarm of the type raised elsewhere, follows its acknowledgement, and forgets it when cleared', () => {
    const device = runtime();
    const state = device.byAlarmId.get(definition.id);
    followAlarmChange(device, event(stored('a1', 'ACTIVE_UNACK')));
    expect(state?.current?.id.id).toBe('a1');
    followAlarmChange(device, event(stored('a1', 'ACTIVE_ACK')));
    expect(state?.current?.status).toBe('ACTIVE_ACK');
    const counters = state?.states.createStates[0]?.counters;
    if (counters) counters.eventCount = 2;
    followAlarmChange(device, event(stored('a1', 'CLEARED_ACK')));
    expect(state?.current).toBeNull();
    expect(state?.states.createStates[0]?.counters.eventCount).toBe(0);
  });

  it('ignores other alarms while one is current, and forgets a deleted one', () => {
    const device = runtime();
    const state = device.byAlarmId.get(definition.id);
    followAlarmChange(device, event(stored('a1', 'ACTIVE_UNACK')));
    followAlarmChange(device, event(stored('a2', 'ACTIVE_UNACK')));
    expect(state?.current?.id.id).toBe('a1');
    followAlarmChange(device, event(stored('a1', 'ACTIVE_UNACK'), true));
    expect(state?.current).toBeNull();
  });

  it('puts saved attributes the rules read into the snapshot, and removes deleted ones', () => {
    const device = runtime();
    const limit = snapshotKey('ATTRIBUTE', 'limit');
    const saved = { key: 'limit', lastUpdateTs: 1, value: { type: 'LONG' as const, value: 5 } };
    const other = { key: 'other', lastUpdateTs: 1, value: { type: 'LONG' as const, value: 1 } };
    followAttributeChange(device.snapshot, {
      type: 'attributes',
      tenantId: NULL_UUID,
      entityId: DEVICE,
      scope: 'SERVER_SCOPE',
      entries: [saved, other],
    });
    expect([...device.snapshot.values.entries()]).toEqual([[limit, saved.value]]);
    expect(device.snapshot.ts).toBe(0);
    followAttributeChange(device.snapshot, {
      type: 'attributesDeleted',
      tenantId: NULL_UUID,
      entityId: DEVICE,
      scope: 'SERVER_SCOPE',
      keys: ['limit'],
    });
    expect(device.snapshot.values.size).toBe(0);
  });
});
