import type { DynamicValue } from '@fleetdeck/model';
import type { KvValue } from '../../telemetry/kv.js';
import { snapshotKey } from './keys.js';
import type { DataSnapshot } from './snapshot.js';

/** The server attributes of the device's customer and tenant that the rules read, loaded before they run. */
export interface OwnerAttributes {
  customer: ReadonlyMap<string, KvValue>;
  tenant: ReadonlyMap<string, KvValue>;
}

export const NO_OWNER_ATTRIBUTES: OwnerAttributes = { customer: new Map(), tenant: new Map() };

const LEVELS = ['CURRENT_DEVICE', 'CURRENT_CUSTOMER', 'CURRENT_TENANT'] as const;

/**
 * A dynamic value's attribute: the device's own (any scope), its customer's or its tenant's server attribute. When
 * the source has no such attribute and `inherit` is set, the next level up is asked: device, then customer, then
 * tenant. A device without a customer has no customer attributes. Absent: undefined.
 */
export function resolveDynamicValue(
  dynamic: DynamicValue | null | undefined,
  snapshot: DataSnapshot,
  owners: OwnerAttributes,
): KvValue | undefined {
  const name = dynamic?.sourceAttribute;
  if (!dynamic || !name) return undefined;
  const start = LEVELS.indexOf(dynamic.sourceType as (typeof LEVELS)[number]);
  if (start < 0) return undefined;
  for (const level of LEVELS.slice(start)) {
    const value =
      level === 'CURRENT_DEVICE'
        ? snapshot.values.get(snapshotKey('ATTRIBUTE', name))
        : level === 'CURRENT_CUSTOMER'
          ? owners.customer.get(name)
          : owners.tenant.get(name);
    if (value !== undefined || dynamic.inherit !== true) return value;
  }
  return undefined;
}
