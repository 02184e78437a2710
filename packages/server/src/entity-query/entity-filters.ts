import { type EntityFilter, type EntityId, isEntityType, NULL_UUID } from '@fleetdeck/model';
import { sql } from 'kysely';
import { badRequest } from '../http/errors.js';
import type { DialectName } from '../storage/database.js';
import type { Db } from '../storage/schema.js';
import { QUERY_KINDS, type QueryKind, queryKind, SEARCH_QUERY_FILTERS, TYPE_FILTERS } from './kinds.js';
import type { SourcePart } from './query-builder.js';
import { searchRelated } from './relation-search.js';
import { inList, type Sql, startsWith } from './sql.js';

function uuidOf(value: unknown): string {
  return typeof value === 'string' ? value.toLowerCase() : '';
}

function entityIdOf(value: unknown, field: string): EntityId {
  const id = value as Partial<EntityId> | null | undefined;
  if (!id || typeof id !== 'object' || typeof id.id !== 'string' || typeof id.entityType !== 'string') {
    throw badRequest(`Entity filter field '${field}' should be an entity id!`);
  }
  if (!isEntityType(id.entityType)) {
    throw badRequest(`No enum constant org.thingsboard.server.common.data.EntityType.${id.entityType}`);
  }
  return { entityType: id.entityType, id: uuidOf(id.id) };
}

function namePrefix(kind: QueryKind, prefix: unknown): Sql | null {
  if (typeof prefix !== 'string' || prefix === '') return null;
  return startsWith(sql`lower(${sql.ref(`e.${kind.nameColumn}`)})`, sql`cast(${prefix.toLowerCase()} as varchar)`);
}

function part(entityType: string, condition: Sql | null): SourcePart[] {
  const kind = queryKind(entityType);
  return kind ? [{ kind, condition }] : [];
}

/** The ids a relation search found, one part per kind; kinds the entity queries do not cover are left out. */
function relatedParts(dialect: DialectName, found: Map<string, Set<string>>, extra?: (kind: QueryKind) => Sql | null) {
  const parts: SourcePart[] = [];
  for (const kind of QUERY_KINDS) {
    const ids = found.get(kind.entityType);
    if (!ids?.size) continue;
    const conditions = [inList(dialect, sql.ref('e.id'), [...ids])];
    const more = extra?.(kind);
    if (more) conditions.push(more);
    parts.push({ kind, condition: sql.join(conditions, sql` and `) });
  }
  return parts;
}

function levelOf(value: unknown): number {
  const level = Number(value ?? 0);
  return Number.isFinite(level) ? level : 0;
}

/**
 * What an entity filter reads: one part per entity kind with its condition. The
 * relation-based filters search the relation table first and read the ids found.
 */
export async function entityFilterParts(db: Db, dialect: DialectName, filter: EntityFilter): Promise<SourcePart[]> {
  if (!filter || typeof filter !== 'object' || typeof filter.type !== 'string') {
    throw badRequest('Entity filter should be specified!');
  }
  const raw = filter as unknown as Record<string, unknown>;
  switch (filter.type) {
    case 'singleEntity': {
      const id = entityIdOf(filter.singleEntity, 'singleEntity');
      return part(id.entityType, sql`e.id = ${id.id}`);
    }
    case 'entityList':
      return part(
        filter.entityType,
        inList(
          dialect,
          sql.ref('e.id'),
          (filter.entityList ?? []).map((id) => uuidOf(id)),
        ),
      );
    case 'entityName': {
      const kind = queryKind(filter.entityType);
      return kind ? [{ kind, condition: namePrefix(kind, filter.entityNameFilter) }] : [];
    }
    case 'entityType':
      return part(filter.entityType, null);
    case 'deviceType':
    case 'assetType':
    case 'entityViewType':
    case 'edgeType': {
      const spec = TYPE_FILTERS[filter.type] as (typeof TYPE_FILTERS)[string];
      const kind = queryKind(spec.entityType);
      if (!kind?.typeColumn) return [];
      // 3.4.1 sends one type; later versions a list (deviceTypes, ...), accepted too.
      const listed = raw[`${spec.type}s`];
      const types = Array.isArray(listed) ? listed.map(String) : [String(raw[spec.type] ?? '')];
      const conditions = [inList(dialect, sql.ref(`e.${kind.typeColumn}`), types)];
      const prefix = namePrefix(kind, raw[spec.name]);
      if (prefix) conditions.push(prefix);
      return [{ kind, condition: sql.join(conditions, sql` and `) }];
    }
    case 'apiUsageState': {
      // A customer's usage when one is named (none is kept here, so that matches nothing), else the tenant's own.
      const customerId = filter.customerId;
      const owner = customerId?.id && customerId.id !== NULL_UUID ? uuidOf(customerId.id) : null;
      return part('API_USAGE_STATE', owner ? sql`e.entity_id = ${owner}` : sql`e.entity_id = e.tenant_id`);
    }
    case 'relationsQuery': {
      const roots: EntityId[] = filter.multiRoot
        ? (filter.multiRootEntityIds ?? []).map((id) => ({
            entityType: filter.multiRootEntitiesType as EntityId['entityType'],
            id: uuidOf(id),
          }))
        : [entityIdOf(filter.rootEntity, 'rootEntity')];
      const filters = (filter.filters ?? []).map((f) => ({
        relationType: f?.relationType ?? null,
        entityTypes: f?.entityTypes ?? null,
      }));
      const found = await searchRelated(db, {
        roots,
        direction: filter.direction === 'TO' ? 'TO' : 'FROM',
        maxLevel: levelOf(filter.maxLevel),
        fetchLastLevelOnly: filter.fetchLastLevelOnly === true,
        filters,
      });
      return relatedParts(dialect, found);
    }
    case 'deviceSearchQuery':
    case 'assetSearchQuery':
    case 'entityViewSearchQuery':
    case 'edgeSearchQuery': {
      const spec = SEARCH_QUERY_FILTERS[filter.type] as (typeof SEARCH_QUERY_FILTERS)[string];
      const found = await searchRelated(db, {
        roots: [entityIdOf(filter.rootEntity, 'rootEntity')],
        direction: filter.direction === 'TO' ? 'TO' : 'FROM',
        maxLevel: levelOf(filter.maxLevel),
        fetchLastLevelOnly: filter.fetchLastLevelOnly === true,
        filters: [{ relationType: filter.relationType || null, entityTypes: [spec.entityType] }],
      });
      const types = raw[spec.types];
      return relatedParts(dialect, found, (kind) =>
        Array.isArray(types) && types.length && kind.typeColumn
          ? inList(dialect, sql.ref(`e.${kind.typeColumn}`), types.map(String))
          : null,
      );
    }
    default:
      throw badRequest(
        `JSON parse error: Could not resolve type id '${String(raw.type)}' as a subtype of \`org.thingsboard.server.common.data.query.EntityFilter\``,
      );
  }
}
