import type { SecurityUser } from '../auth/security-user.js';
import { callerScope } from '../common/owned-entities.js';
import type { AppContext } from '../context.js';
import type { EntityKind } from '../entities/entity-kind.js';
import { findOwnedOfTypes } from '../entities/store.js';
import { itemNotFound } from '../http/errors.js';
import { findRelatedEntityIds } from './query.js';
import { checkSearchRoot, parseSearchParameters } from './service.js';

/** One customer-owned kind a search query can look for (POST /api/assets, /api/entityViews, /api/edges). */
export interface SearchableKind<Row, Out> {
  /** one of the kinds a tenant assigns to customers, which have a type column */
  kind: EntityKind;
  /** The body's list of wanted types: assetTypes, entityViewTypes or edgeTypes. */
  typesField: string;
  toEntity: (row: Row) => Out;
}

/**
 * An entity search query, as the device search does it: the entities of one kind related to a root entity (by the
 * query's relation type, any when absent) whose type is in the wanted list, limited to what the caller may read,
 * in the order the relation search reached them. Missing parts answer the platform's checkNotNull (404).
 */
export async function findEntitiesByQuery<Row, Out>(
  ctx: AppContext,
  user: SecurityUser,
  body: unknown,
  kind: SearchableKind<Row, Out>,
): Promise<Out[]> {
  if (typeof body !== 'object' || body === null) throw itemNotFound();
  const query = body as Record<string, unknown>;
  const parameters = parseSearchParameters(query.parameters);
  const wanted = query[kind.typesField];
  if (!Array.isArray(wanted)) throw itemNotFound();
  const types = wanted.filter((type): type is string => typeof type === 'string');
  await checkSearchRoot(ctx, user, parameters);
  const relationType = typeof query.relationType === 'string' ? query.relationType : null;
  const ids = await findRelatedEntityIds(ctx.db, parameters, relationType, [kind.kind.entityType]);
  if (ids.length === 0 || types.length === 0) return [];
  const rows = await findOwnedOfTypes(ctx.db, kind.kind, callerScope(user), ids, types);
  const order = new Map(ids.map((id, index) => [id, index]));
  rows.sort((a, b) => (order.get(a.id) ?? 0) - (order.get(b.id) ?? 0));
  return rows.map((row) => kind.toEntity(row as Row));
}
