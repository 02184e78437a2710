import type {
  AlarmRule,
  DeviceProfileAlarm,
  DynamicValue,
  FilterPredicateValue,
  KeyFilterPredicate,
} from '@fleetdeck/model';

/** The kinds of value a device's snapshot holds: attributes are one kind, whatever their scope. */
export type SnapshotKeyType = 'TIME_SERIES' | 'ATTRIBUTE' | 'ENTITY_FIELD';

/** One key of the snapshot, as text: its kind and its name. */
export const snapshotKey = (type: SnapshotKeyType, key: string): string => `${type}:${key}`;

export const keyTypeOf = (id: string): SnapshotKeyType => id.slice(0, id.indexOf(':')) as SnapshotKeyType;
export const keyNameOf = (id: string): string => id.slice(id.indexOf(':') + 1);

const SNAPSHOT_TYPES: readonly string[] = ['TIME_SERIES', 'ATTRIBUTE', 'ENTITY_FIELD'];

function predicateValues(predicate: KeyFilterPredicate | null | undefined): FilterPredicateValue<unknown>[] {
  if (!predicate || typeof predicate !== 'object') return [];
  if (predicate.type === 'COMPLEX') return (predicate.predicates ?? []).flatMap(predicateValues);
  return predicate.value ? [predicate.value] : [];
}

/** Every dynamic value a rule reads: in its filters, its duration or repeat count, and its schedule. */
export function dynamicValuesOf(rule: AlarmRule): DynamicValue[] {
  const found: DynamicValue[] = [];
  for (const filter of rule.condition?.condition ?? []) {
    for (const value of predicateValues(filter.predicate)) if (value.dynamicValue) found.push(value.dynamicValue);
  }
  const spec = rule.condition?.spec;
  if (spec && spec.type !== 'SIMPLE' && spec.predicate?.dynamicValue) found.push(spec.predicate.dynamicValue);
  const schedule = rule.schedule;
  if (schedule && schedule.type !== 'ANY_TIME' && schedule.dynamicValue) found.push(schedule.dynamicValue);
  return found.filter((dynamic) => Boolean(dynamic.sourceAttribute));
}

/**
 * The keys whose change makes a rule worth evaluating again: those its filters test, and the device attributes its
 * filters compare with. (A changed duration, repeat count or schedule attribute waits for the next data.)
 */
export function triggerKeysOf(rule: AlarmRule): Set<string> {
  const keys = new Set<string>();
  for (const filter of rule.condition?.condition ?? []) {
    if (filter?.key && SNAPSHOT_TYPES.includes(filter.key.type)) {
      keys.add(snapshotKey(filter.key.type as SnapshotKeyType, filter.key.key));
    }
    for (const value of predicateValues(filter?.predicate)) {
      const dynamic = value.dynamicValue;
      if (dynamic?.sourceType === 'CURRENT_DEVICE' && dynamic.sourceAttribute) {
        keys.add(snapshotKey('ATTRIBUTE', dynamic.sourceAttribute));
      }
    }
  }
  return keys;
}

/** The rules of an alarm: its create rules and, when it has one, its clear rule. */
export function rulesOf(alarm: DeviceProfileAlarm): AlarmRule[] {
  const rules = Object.values(alarm.createRules ?? {}).filter((rule): rule is AlarmRule => Boolean(rule));
  return alarm.clearRule ? [...rules, alarm.clearRule] : rules;
}

/** Every key a device's snapshot must hold for a profile's alarms: tested keys and device attributes they read. */
export function snapshotKeysOf(alarms: readonly DeviceProfileAlarm[]): Set<string> {
  const keys = new Set<string>();
  for (const rule of alarms.flatMap(rulesOf)) {
    for (const key of triggerKeysOf(rule)) keys.add(key);
    for (const dynamic of dynamicValuesOf(rule)) {
      if (dynamic.sourceType === 'CURRENT_DEVICE')
        keys.add(snapshotKey('ATTRIBUTE', dynamic.sourceAttribute as string));
    }
  }
  return keys;
}

/**
 * The server attributes of the device's customer and tenant the rules may read: a customer source, or a device
 * source that inherits, reads the customer; any source that ends at the tenant reads the tenant.
 */
export function ownerAttributesOf(alarms: readonly DeviceProfileAlarm[]): {
  customer: Set<string>;
  tenant: Set<string>;
} {
  const customer = new Set<string>();
  const tenant = new Set<string>();
  for (const dynamic of alarms.flatMap(rulesOf).flatMap(dynamicValuesOf)) {
    const attribute = dynamic.sourceAttribute as string;
    const inherit = dynamic.inherit === true;
    if (dynamic.sourceType === 'CURRENT_CUSTOMER' || (dynamic.sourceType === 'CURRENT_DEVICE' && inherit)) {
      customer.add(attribute);
    }
    const inheritsFromBelow = dynamic.sourceType === 'CURRENT_DEVICE' || dynamic.sourceType === 'CURRENT_CUSTOMER';
    if (dynamic.sourceType === 'CURRENT_TENANT' || (inheritsFromBelow && inherit)) {
      tenant.add(attribute);
    }
  }
  return { customer, tenant };
}
