import { type DeviceProfileAlarm, NULL_UUID } from '@fleetdeck/model';
import { fromJsonText } from '../../common/json.js';
import type { RuleEngineContext } from '../../context.js';
import { findDeviceProfile } from '../../device-profiles/store.js';
import { findDevice } from '../../devices/store.js';
import type { KvValue } from '../../telemetry/kv.js';
import type { OwnerAttributes } from '../profile/dynamic-values.js';
import { keyNameOf, keyTypeOf, snapshotKey } from '../profile/keys.js';

/** What the alarm rules need to know about a device besides its data. */
export interface DeviceFacts {
  id: string;
  tenantId: string;
  /** NULL_UUID when no customer owns it */
  customerId: string;
  profileId: string;
  entityFields: Record<string, KvValue>;
}

export async function loadDeviceFacts(ctx: RuleEngineContext, deviceId: string): Promise<DeviceFacts | null> {
  const row = await findDevice(ctx.db, deviceId);
  if (!row) return null;
  return {
    id: row.id,
    tenantId: row.tenant_id,
    customerId: row.customer_id || NULL_UUID,
    profileId: row.device_profile_id,
    entityFields: {
      name: { type: 'STRING', value: row.name },
      type: { type: 'STRING', value: row.type },
      label: { type: 'STRING', value: row.label ?? '' },
      createdTime: { type: 'LONG', value: Number(row.created_time) },
    },
  };
}

/** The alarm rules of a device profile (none for a profile that is gone or has none). */
export async function loadProfileAlarms(ctx: RuleEngineContext, profileId: string): Promise<DeviceProfileAlarm[]> {
  const row = await findDeviceProfile(ctx.db, profileId);
  const data = fromJsonText<{ alarms?: DeviceProfileAlarm[] | null }>(row?.profile_data);
  return Array.isArray(data?.alarms) ? data.alarms.filter((alarm) => alarm && typeof alarm === 'object') : [];
}

/**
 * The first snapshot of a device: the latest telemetry of the referenced keys, the referenced attributes of every
 * scope (client, then shared, then server: a later scope wins for the same name) and the entity fields.
 */
export async function loadSnapshotValues(
  ctx: RuleEngineContext,
  device: DeviceFacts,
  keys: ReadonlySet<string>,
): Promise<Array<[string, KvValue]>> {
  const names = (type: string) => [...keys].filter((key) => keyTypeOf(key) === type).map(keyNameOf);
  const entity = { entityType: 'DEVICE' as const, id: device.id };
  const timeseries = names('TIME_SERIES');
  const attributes = names('ATTRIBUTE');
  const values: Array<[string, KvValue]> = [];
  if (timeseries.length > 0) {
    for (const entry of await ctx.telemetry.latest(entity, timeseries)) {
      values.push([snapshotKey('TIME_SERIES', entry.key), entry.value]);
    }
  }
  if (attributes.length > 0) {
    for (const entry of await ctx.telemetry.attributes(entity, undefined, attributes)) {
      values.push([snapshotKey('ATTRIBUTE', entry.key), entry.value]);
    }
  }
  for (const name of names('ENTITY_FIELD')) {
    const value = device.entityFields[name];
    if (value) values.push([snapshotKey('ENTITY_FIELD', name), value]);
  }
  return values;
}

async function serverAttributes(
  ctx: RuleEngineContext,
  entity: { entityType: 'CUSTOMER' | 'TENANT'; id: string },
  names: ReadonlySet<string>,
): Promise<Map<string, KvValue>> {
  if (names.size === 0) return new Map();
  const entries = await ctx.telemetry.attributes(entity, 'SERVER_SCOPE', [...names]);
  return new Map(entries.map((entry) => [entry.key, entry.value]));
}

/** The customer's and tenant's server attributes the rules read, as they are now. */
export async function loadOwnerAttributes(
  ctx: RuleEngineContext,
  device: DeviceFacts,
  names: { customer: ReadonlySet<string>; tenant: ReadonlySet<string> },
): Promise<OwnerAttributes> {
  const hasCustomer = device.customerId !== NULL_UUID;
  const [customer, tenant] = await Promise.all([
    hasCustomer ? serverAttributes(ctx, { entityType: 'CUSTOMER', id: device.customerId }, names.customer) : new Map(),
    serverAttributes(ctx, { entityType: 'TENANT', id: device.tenantId }, names.tenant),
  ]);
  return { customer, tenant };
}
