import { type DynamicValue, type KeyFilter, type KeyFilterPredicate, NULL_UUID } from '@fleetdeck/model';
import type { SecurityUser } from '../auth/security-user.js';
import type { Db } from '../storage/schema.js';

interface AttributeRow {
  bool_v: number | null;
  long_v: number | null;
  dbl_v: number | null;
  str_v: string | null;
  json_v: string | null;
}

function rowValue(row: AttributeRow): unknown {
  if (row.bool_v !== null) return row.bool_v === 1 || (row.bool_v as unknown) === true;
  if (row.long_v !== null) return Number(row.long_v);
  if (row.dbl_v !== null) return Number(row.dbl_v);
  if (row.str_v !== null) return row.str_v;
  return row.json_v;
}

/**
 * Where a dynamic value is looked up, most specific first: the user, then (with `inherit`) its customer and its
 * tenant. A tenant administrator has no customer, so CURRENT_CUSTOMER with inherit falls back to the tenant.
 */
function sources(user: SecurityUser, dynamic: DynamicValue): string[] {
  const customer = user.customerId && user.customerId !== NULL_UUID ? [user.customerId] : [];
  switch (dynamic.sourceType) {
    case 'CURRENT_USER':
      return dynamic.inherit ? [user.userId, ...customer, user.tenantId] : [user.userId];
    case 'CURRENT_CUSTOMER':
      return dynamic.inherit ? [...customer, user.tenantId] : customer;
    case 'CURRENT_TENANT':
      return [user.tenantId];
    default:
      // CURRENT_DEVICE only means something inside a device profile's alarm rule.
      return [];
  }
}

async function serverAttribute(db: Db, entityId: string, key: string): Promise<unknown> {
  const row = await db
    .selectFrom('attribute_kv')
    .select(['bool_v', 'long_v', 'dbl_v', 'str_v', 'json_v'])
    .where('entity_id', '=', entityId)
    .where('attribute_type', '=', 'SERVER_SCOPE')
    .where('attribute_key', '=', key)
    .executeTakeFirst();
  return row ? rowValue(row) : undefined;
}

async function resolveDynamic(db: Db, user: SecurityUser, dynamic: DynamicValue): Promise<unknown> {
  if (!dynamic.sourceAttribute) return undefined;
  for (const entityId of sources(user, dynamic)) {
    const value = await serverAttribute(db, entityId, dynamic.sourceAttribute);
    if (value !== undefined && value !== null) return value;
  }
  return undefined;
}

function converted(predicateType: string, value: unknown): unknown {
  if (predicateType === 'NUMERIC') {
    const number = typeof value === 'number' ? value : Number(value);
    return Number.isFinite(number) ? number : undefined;
  }
  if (predicateType === 'BOOLEAN') {
    if (typeof value === 'boolean') return value;
    if (typeof value === 'string') return value.trim().toLowerCase() === 'true';
    return undefined;
  }
  return typeof value === 'string' ? value : String(value);
}

async function resolvePredicate(
  db: Db,
  user: SecurityUser,
  predicate: KeyFilterPredicate,
): Promise<KeyFilterPredicate> {
  if (!predicate || typeof predicate !== 'object') return predicate;
  if (predicate.type === 'COMPLEX') {
    const predicates = await Promise.all((predicate.predicates ?? []).map((p) => resolvePredicate(db, user, p)));
    return { ...predicate, predicates };
  }
  const value = predicate.value;
  const hasUserValue = value?.userValue !== null && value?.userValue !== undefined;
  if (!value?.dynamicValue || hasUserValue) return predicate;
  const resolved = converted(predicate.type, await resolveDynamic(db, user, value.dynamicValue));
  if (resolved === undefined) return predicate;
  return { ...predicate, value: { ...value, userValue: resolved } } as KeyFilterPredicate;
}

/**
 * Key filters with their dynamic values resolved for the caller (CURRENT_TENANT / CURRENT_CUSTOMER / CURRENT_USER
 * server attributes). The effective value is then: user value, else the resolved dynamic value, else the default;
 * a resolved value is written into userValue when the caller left it empty.
 */
export async function resolveKeyFilters(db: Db, user: SecurityUser, filters: KeyFilter[]): Promise<KeyFilter[]> {
  return Promise.all(
    filters.map(async (filter) => ({ ...filter, predicate: await resolvePredicate(db, user, filter.predicate) })),
  );
}
