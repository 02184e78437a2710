import {
  type EntityId,
  type EntityRelation,
  type EntityRelationInfo,
  type EntitySearchDirection,
  type EntityType,
  isEntityType,
  RELATION_TYPE_GROUPS,
  type RelationEntityTypeFilter,
  type RelationTypeGroup,
} from '@fleetdeck/model';
import type { SecurityUser } from '../auth/security-user.js';
import { checkEntity, type EntityOperation, mayAccess } from '../common/entities.js';
import { toJsonText } from '../common/json.js';
import { checkTextFields, parseUuid } from '../common/validation.js';
import type { AppContext } from '../context.js';
import { entityKey, loadEntities } from '../entities/store.js';
import { relationChanged, relationsDeleted } from '../entity-actions/publish.js';
import { badRequest, itemNotFound } from '../http/errors.js';
import { findRelationsByQuery, type RelationSearch } from './query.js';
import {
  deleteRelationRow,
  deleteRelationsOfEntity,
  findRelation,
  findRelationsOf,
  type RelationKey,
  saveRelationRow,
  toRelation,
} from './store.js';

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Spring's wording for a bad enum value in a body or parameter. */
export function parseEntityType(value: unknown): EntityType {
  if (typeof value !== 'string' || !isEntityType(value)) {
    throw badRequest(`No enum constant org.thingsboard.server.common.data.EntityType.${String(value)}`);
  }
  return value;
}

/** An entity id from the query string pair <name>Id / <name>Type, with the platform's parameter checks. */
export function entityIdParams(query: Record<string, string | undefined>, idName: string, typeName: string): EntityId {
  const id = requiredParam(query, idName);
  const type = requiredParam(query, typeName);
  return { entityType: parseEntityType(type), id: parseUuid(id) };
}

export function requiredParam(query: Record<string, string | undefined>, name: string): string {
  const value = query[name];
  if (value === undefined) {
    throw badRequest(`Required request parameter '${name}' for method parameter type String is not present`);
  }
  if (value.trim() === '') throw badRequest(`Parameter '${name}' can't be empty!`);
  return value;
}

/** The platform reads the group leniently: a missing or unknown group is the default one. */
export function parseTypeGroup(value: unknown, fallback: RelationTypeGroup = 'COMMON'): RelationTypeGroup {
  return typeof value === 'string' && (RELATION_TYPE_GROUPS as readonly string[]).includes(value.trim())
    ? (value.trim() as RelationTypeGroup)
    : fallback;
}

function bodyEntityId(value: unknown, missing: string): EntityId {
  if (value === undefined || value === null) throw badRequest(missing);
  if (!isObject(value) || typeof value.id !== 'string' || typeof value.entityType !== 'string') {
    throw badRequest('Missing entityType or id!');
  }
  return { entityType: parseEntityType(value.entityType), id: parseUuid(value.id) };
}

/**
 * The caller may relate an entity when it may write it; a tenant administrator may also relate its own tenant,
 * which it may otherwise only read (as in the platform).
 */
async function checkRelatable(ctx: AppContext, user: SecurityUser, id: EntityId): Promise<void> {
  const selfTenant = user.authority === 'TENANT_ADMIN' && id.entityType === 'TENANT' && id.id === user.tenantId;
  await checkEntity(ctx.db, user, id, selfTenant ? 'READ' : 'WRITE');
}

export async function saveRelation(ctx: AppContext, user: SecurityUser, body: unknown): Promise<void> {
  if (!isObject(body)) throw badRequest('Relation type should be specified!');
  const from = bodyEntityId(body.from, 'Relation should contain from entity!');
  const to = bodyEntityId(body.to, 'Relation should contain to entity!');
  if (typeof body.type !== 'string' || body.type.trim() === '') throw badRequest('Relation type should be specified!');
  checkTextFields(body, ['type']);
  if (body.typeGroup !== undefined && body.typeGroup !== null) {
    if (!(RELATION_TYPE_GROUPS as readonly unknown[]).includes(body.typeGroup)) {
      throw badRequest(
        `No enum constant org.thingsboard.server.common.data.relation.RelationTypeGroup.${String(body.typeGroup)}`,
      );
    }
  }
  const typeGroup = (body.typeGroup as RelationTypeGroup | null | undefined) ?? 'COMMON';
  await checkRelatable(ctx, user, from);
  await checkRelatable(ctx, user, to);
  const key: RelationKey = { from, to, type: body.type, typeGroup };
  const additionalInfo = toJsonText(body.additionalInfo);
  await saveRelationRow(ctx.db, key, additionalInfo);
  const saved = { ...key, additionalInfo: (body.additionalInfo ?? null) as EntityRelation['additionalInfo'] };
  relationChanged(ctx, user, saved, 'RELATION_ADD_OR_UPDATE');
}

export async function getRelation(ctx: AppContext, user: SecurityUser, key: RelationKey): Promise<EntityRelation> {
  await checkEntity(ctx.db, user, key.from, 'READ');
  await checkEntity(ctx.db, user, key.to, 'READ');
  const row = await findRelation(ctx.db, key);
  if (!row) throw itemNotFound();
  return toRelation(row);
}

export async function deleteRelation(ctx: AppContext, user: SecurityUser, key: RelationKey): Promise<void> {
  await checkRelatable(ctx, user, key.from);
  await checkRelatable(ctx, user, key.to);
  if (!(await deleteRelationRow(ctx.db, key))) throw itemNotFound();
  relationChanged(ctx, user, { ...key, additionalInfo: null }, 'RELATION_DELETED');
}

export async function deleteEntityRelations(ctx: AppContext, user: SecurityUser, id: EntityId): Promise<void> {
  await checkEntity(ctx.db, user, id, 'WRITE');
  await deleteRelationsOfEntity(ctx.db, id.id);
  relationsDeleted(ctx, user, id);
}

/**
 * Only the relations whose two ends the caller may read: a customer user does not learn of the tenant's other
 * entities through their relations, and relations to entities that no longer exist are left out.
 */
async function readableRelations(
  ctx: AppContext,
  user: SecurityUser,
  relations: EntityRelation[],
): Promise<{ relations: EntityRelation[]; names: Map<string, string> }> {
  const records = await loadEntities(
    ctx.db,
    relations.flatMap((relation) => [relation.from, relation.to]),
  );
  const allowed = (id: EntityId, operation: EntityOperation) => {
    const record = records.get(entityKey(id));
    return record !== undefined && mayAccess(user, record, operation);
  };
  const names = new Map([...records].map(([key, record]) => [key, record.name]));
  return {
    relations: relations.filter((relation) => allowed(relation.from, 'READ') && allowed(relation.to, 'READ')),
    names,
  };
}

function withNames(relations: EntityRelation[], names: Map<string, string>): EntityRelationInfo[] {
  return relations.map((relation) => ({
    ...relation,
    fromName: names.get(entityKey(relation.from)) ?? null,
    toName: names.get(entityKey(relation.to)) ?? null,
  }));
}

export async function listRelations(
  ctx: AppContext,
  user: SecurityUser,
  entity: EntityId,
  direction: EntitySearchDirection,
  typeGroup: RelationTypeGroup,
  type?: string,
): Promise<EntityRelation[]> {
  await checkEntity(ctx.db, user, entity, 'READ');
  const rows = await findRelationsOf(ctx.db, entity, direction, typeGroup, type);
  return (await readableRelations(ctx, user, rows.map(toRelation))).relations;
}

export async function listRelationInfos(
  ctx: AppContext,
  user: SecurityUser,
  entity: EntityId,
  direction: EntitySearchDirection,
  typeGroup: RelationTypeGroup,
): Promise<EntityRelationInfo[]> {
  await checkEntity(ctx.db, user, entity, 'READ');
  const rows = await findRelationsOf(ctx.db, entity, direction, typeGroup);
  const { relations, names } = await readableRelations(ctx, user, rows.map(toRelation));
  return withNames(relations, names);
}

/** The search parameters of a relation or entity search body; missing parts answer as the platform's checkNotNull. */
export function parseSearchParameters(value: unknown): RelationSearch['parameters'] {
  if (!isObject(value)) throw itemNotFound();
  if (value.rootId === undefined || value.rootId === null || value.rootType === undefined || value.rootType === null) {
    throw badRequest('Root entity of the search should be specified!');
  }
  const rootType = parseEntityType(value.rootType);
  const rootId = parseUuid(String(value.rootId));
  if (value.direction !== 'FROM' && value.direction !== 'TO') {
    throw badRequest(
      `No enum constant org.thingsboard.server.common.data.relation.EntitySearchDirection.${String(value.direction)}`,
    );
  }
  const maxLevel = value.maxLevel === undefined || value.maxLevel === null ? 0 : Number(value.maxLevel);
  if (!Number.isInteger(maxLevel)) throw badRequest('Search parameter maxLevel should be an integer!');
  return {
    rootId,
    rootType,
    direction: value.direction,
    relationTypeGroup: parseTypeGroup(value.relationTypeGroup),
    maxLevel,
    fetchLastLevelOnly: value.fetchLastLevelOnly === true,
  };
}

function parseFilters(value: unknown): RelationEntityTypeFilter[] {
  if (value === undefined || value === null) throw itemNotFound();
  if (!Array.isArray(value)) throw badRequest('Relation search filters should be a list!');
  return value.map((filter) => {
    if (!isObject(filter)) throw badRequest('Relation search filters should be a list!');
    const entityTypes = Array.isArray(filter.entityTypes) ? filter.entityTypes.map(parseEntityType) : null;
    return { relationType: typeof filter.relationType === 'string' ? filter.relationType : null, entityTypes };
  });
}

export function parseRelationsQuery(body: unknown): RelationSearch {
  if (!isObject(body)) throw itemNotFound();
  return { parameters: parseSearchParameters(body.parameters), filters: parseFilters(body.filters) };
}

/** The root of a search must be readable by the caller (checked after the body is parsed). */
export async function checkSearchRoot(
  ctx: AppContext,
  user: SecurityUser,
  parameters: RelationSearch['parameters'],
): Promise<void> {
  await checkEntity(ctx.db, user, { entityType: parameters.rootType, id: parameters.rootId }, 'READ');
}

export async function searchRelations(ctx: AppContext, user: SecurityUser, body: unknown): Promise<EntityRelation[]> {
  const search = parseRelationsQuery(body);
  await checkSearchRoot(ctx, user, search.parameters);
  return (await readableRelations(ctx, user, await findRelationsByQuery(ctx.db, search))).relations;
}

export async function searchRelationInfos(
  ctx: AppContext,
  user: SecurityUser,
  body: unknown,
): Promise<EntityRelationInfo[]> {
  const search = parseRelationsQuery(body);
  await checkSearchRoot(ctx, user, search.parameters);
  const { relations, names } = await readableRelations(ctx, user, await findRelationsByQuery(ctx.db, search));
  return withNames(relations, names);
}
