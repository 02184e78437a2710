import type { Edge, EdgeEvent, EdgeInfo, PageData } from '@fleetdeck/model';
import { type Selectable, sql } from 'kysely';
import { fromFlag, fromJsonText, toJsonText } from '../common/json.js';
import type { Owner } from '../common/owned-entities.js';
import { newId, uuidTime } from '../common/uuid.js';
import { assignedCustomerJoin } from '../customers/store.js';
import type { EntityKind } from '../entities/entity-kind.js';
import { EDGE } from '../entities/kinds/edge.js';
import { qualifiedColumns } from '../entities/sort-columns.js';
import type { ParsedPageLink } from '../http/paging.js';
import type { TimeRange } from '../http/time-range.js';
import { deleteEntityTelemetry } from '../storage/cascade.js';
import { fetchPage, type ListJoin, withJoins } from '../storage/page-query.js';
import type { Db, EdgeEventTable, EdgeTable } from '../storage/schema.js';
import { searchNarrowing } from '../storage/text-search.js';

export type EdgeRow = Selectable<EdgeTable>;
export type EdgeInfoRow = EdgeRow & { customer_title: string | null; customer_is_public: number | boolean | null };
export type EdgeEventRow = Selectable<EdgeEventTable>;

/** Entities are assigned to an edge by a relation from the edge, in the EDGE group (as in the platform). */
export const EDGE_RELATION = { group: 'EDGE', type: 'Contains' } as const;

export function toEdge(row: EdgeRow): Edge {
  return {
    id: { entityType: 'EDGE', id: row.id },
    createdTime: Number(row.created_time),
    additionalInfo: fromJsonText(row.additional_info),
    tenantId: { entityType: 'TENANT', id: row.tenant_id },
    customerId: { entityType: 'CUSTOMER', id: row.customer_id },
    rootRuleChainId: row.root_rule_chain_id ? { entityType: 'RULE_CHAIN', id: row.root_rule_chain_id } : null,
    name: row.name,
    type: row.type,
    label: row.label,
    routingKey: row.routing_key,
    secret: row.secret,
  };
}

export function toEdgeInfo(row: EdgeInfoRow): EdgeInfo {
  const { customer_title: customerTitle, customer_is_public: customerIsPublic, ...edge } = row;
  return { ...toEdge(edge), customerTitle: customerTitle ?? null, customerIsPublic: fromFlag(customerIsPublic) };
}

export function toEdgeEvent(row: EdgeEventRow): EdgeEvent {
  return {
    id: { id: row.id },
    createdTime: Number(row.created_time),
    tenantId: { entityType: 'TENANT', id: row.tenant_id },
    edgeId: { entityType: 'EDGE', id: row.edge_id },
    type: row.type as EdgeEvent['type'],
    action: row.action as EdgeEvent['action'],
    entityId: row.entity_id,
    uid: null,
    body: fromJsonText(row.body),
    status: row.status as EdgeEvent['status'],
  };
}

export function findEdge(db: Db, id: string): Promise<EdgeRow | undefined> {
  return db.selectFrom('edge').selectAll().where('id', '=', id).executeTakeFirst();
}

export function findEdgeByName(db: Db, tenantId: string, name: string): Promise<EdgeRow | undefined> {
  return db
    .selectFrom('edge')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('name', '=', name)
    .executeTakeFirst();
}

/** Records an event for the edge to pick up; it stays PENDING until the edge has received it. */
export async function addEdgeEvent(
  db: Db,
  edge: Pick<EdgeRow, 'id' | 'tenant_id'>,
  event: { type: EdgeEvent['type']; action: EdgeEvent['action']; entityId: string | null; body?: unknown },
): Promise<void> {
  const id = newId();
  await db
    .insertInto('edge_event')
    .values({
      id,
      created_time: uuidTime(id),
      tenant_id: edge.tenant_id,
      edge_id: edge.id,
      type: event.type,
      action: event.action,
      entity_id: event.entityId,
      body: toJsonText(event.body),
      status: 'PENDING',
    })
    .execute();
}

/** What EdgeInfo rows add: the title and public flag of the customer the edge is assigned to. */
export const EDGE_INFO_JOINS: Record<string, ListJoin> = { customer: assignedCustomerJoin('edge') };

export async function findEdgeInfo(db: Db, id: string): Promise<EdgeInfoRow | undefined> {
  return (await withJoins(
    db.selectFrom('edge').selectAll('edge').where('edge.id', '=', id),
    EDGE_INFO_JOINS,
  ).executeTakeFirst()) as EdgeInfoRow | undefined;
}

export const EDGE_INFO_SORT_COLUMNS: Record<string, string> = {
  ...qualifiedColumns(EDGE.sortColumns, 'edge'),
  customerTitle: 'customer.title',
};

export const EDGE_EVENT_SORT_COLUMNS: Record<string, string> = {
  createdTime: 'created_time',
  type: 'type',
  action: 'action',
  status: 'status',
};

/** One page of an owner's edges, of one type when given. */
export function edgePage(
  db: Db,
  owner: Owner,
  type: string | undefined,
  link: ParsedPageLink,
): Promise<PageData<Edge>> {
  let base = db.selectFrom('edge').selectAll().where('tenant_id', '=', owner.tenantId);
  if (owner.customerId) base = base.where('customer_id', '=', owner.customerId);
  if (type) base = base.where('type', '=', type);
  return fetchPage(base, link, { search: 'name', searchIndex: searchNarrowing(db, 'edge') }, toEdge);
}

/** One page of an owner's edges with their customer's title. */
export function edgeInfoPage(
  db: Db,
  owner: Owner,
  type: string | undefined,
  link: ParsedPageLink,
): Promise<PageData<EdgeInfo>> {
  let base = db.selectFrom('edge').selectAll('edge').where('edge.tenant_id', '=', owner.tenantId);
  if (owner.customerId) base = base.where('edge.customer_id', '=', owner.customerId);
  if (type) base = base.where('edge.type', '=', type);
  return fetchPage(
    base,
    link,
    { search: 'edge.name', table: 'edge', joins: EDGE_INFO_JOINS, searchIndex: searchNarrowing(db, 'edge') },
    (row) => toEdgeInfo(row as EdgeInfoRow),
  );
}

/** The owner's edges among the given ids, oldest first. */
export async function findEdgesByIds(db: Db, owner: Owner, ids: readonly string[]): Promise<EdgeRow[]> {
  let query = db.selectFrom('edge').selectAll().where('tenant_id', '=', owner.tenantId).where('id', 'in', ids);
  if (owner.customerId) query = query.where('customer_id', '=', owner.customerId);
  return query.orderBy('created_time').orderBy('id').execute();
}

/** One page of an edge's event log, within the time range. */
export function edgeEventPage(
  db: Db,
  edgeId: string,
  range: TimeRange,
  link: ParsedPageLink,
): Promise<PageData<EdgeEvent>> {
  let base = db.selectFrom('edge_event').selectAll().where('edge_id', '=', edgeId);
  if (range.startTime !== null) base = base.where('created_time', '>=', range.startTime);
  if (range.endTime !== null) base = base.where('created_time', '<=', range.endTime);
  return fetchPage(base, link, { search: 'action' }, toEdgeEvent);
}

/** Assigns an entity to an edge: a relation from the edge, in the EDGE group. Assigning twice changes nothing. */
export async function addEdgeRelation(db: Db, edgeId: string, toType: string, toId: string): Promise<void> {
  const existing = await db
    .selectFrom('relation')
    .select('to_id')
    .where('from_id', '=', edgeId)
    .where('from_type', '=', 'EDGE')
    .where('relation_type_group', '=', EDGE_RELATION.group)
    .where('relation_type', '=', EDGE_RELATION.type)
    .where('to_id', '=', toId)
    .where('to_type', '=', toType)
    .executeTakeFirst();
  if (existing) return;
  await db
    .insertInto('relation')
    .values({
      from_id: edgeId,
      from_type: 'EDGE',
      to_id: toId,
      to_type: toType,
      relation_type_group: EDGE_RELATION.group,
      relation_type: EDGE_RELATION.type,
      additional_info: null,
    })
    .execute();
}

export async function removeEdgeRelation(db: Db, edgeId: string, toType: string, toId: string): Promise<void> {
  await db
    .deleteFrom('relation')
    .where('from_id', '=', edgeId)
    .where('from_type', '=', 'EDGE')
    .where('relation_type_group', '=', EDGE_RELATION.group)
    .where('relation_type', '=', EDGE_RELATION.type)
    .where('to_id', '=', toId)
    .where('to_type', '=', toType)
    .execute();
}

/** One page of the entities of a kind assigned to an edge, of the edge's tenant, filtered as asked. */
export function edgeAssignedPage<Out>(
  db: Db,
  edge: Pick<EdgeRow, 'id' | 'tenant_id'>,
  kind: EntityKind,
  filter: { type?: string; range: TimeRange; customerId?: string },
  link: ParsedPageLink,
  // biome-ignore lint/suspicious/noExplicitAny: each kind maps its own row type
  toEntity: (row: any) => Out,
): Promise<PageData<Out>> {
  const table = kind.table as 'device';
  const column = (name: string) => sql.ref(`${kind.table}.${name}`);
  let base = db
    .selectFrom(table)
    .innerJoin('relation', (join) =>
      join
        .onRef('relation.to_id', '=', sql.ref(`${kind.table}.id`))
        .on('relation.from_id', '=', edge.id)
        .on('relation.from_type', '=', 'EDGE')
        .on('relation.to_type', '=', kind.entityType)
        .on('relation.relation_type_group', '=', EDGE_RELATION.group)
        .on('relation.relation_type', '=', EDGE_RELATION.type),
    )
    .selectAll(table)
    .where(column('tenant_id'), '=', edge.tenant_id);
  if (filter.customerId) base = base.where(column('customer_id'), '=', filter.customerId);
  if (filter.type) base = base.where(column('type'), '=', filter.type);
  if (filter.range.startTime !== null) base = base.where(column('created_time'), '>=', filter.range.startTime);
  if (filter.range.endTime !== null) base = base.where(column('created_time'), '<=', filter.range.endTime);
  return fetchPage(base, link, { search: `${kind.table}.name`, table: kind.table }, toEntity);
}

/** The id of the tenant's root EDGE rule chain, if it has one. */
export async function findEdgeRootRuleChainId(db: Db, tenantId: string): Promise<string | undefined> {
  const chain = await db
    .selectFrom('rule_chain')
    .select('id')
    .where('tenant_id', '=', tenantId)
    .where('type', '=', 'EDGE')
    .where('root', '=', 1)
    .executeTakeFirst();
  return chain?.id;
}

/** Routing keys are unique across tenants: an edge finds its server by it. */
export function findEdgeByRoutingKey(db: Db, routingKey: string): Promise<{ id: string } | undefined> {
  return db.selectFrom('edge').select('id').where('routing_key', '=', routingKey).executeTakeFirst();
}

/** A new edge, in one transaction with its root rule chain relation and its ADDED event. */
export async function insertEdge(db: Db, row: EdgeRow & { root_rule_chain_id: string }): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.insertInto('edge').values(row).execute();
    await addEdgeRelation(trx, row.id, 'RULE_CHAIN', row.root_rule_chain_id);
    await addEdgeEvent(trx, row, { type: 'EDGE', action: 'ADDED', entityId: row.id });
  });
}

/** Changes the edge's own fields; its root rule chain and customer change through their own calls. */
export async function updateEdge(
  db: Db,
  id: string,
  values: Partial<Omit<EdgeRow, 'id' | 'created_time' | 'tenant_id' | 'customer_id' | 'root_rule_chain_id'>>,
): Promise<void> {
  await db.updateTable('edge').set(values).where('id', '=', id).execute();
}

export async function setEdgeCustomer(db: Db, id: string, customerId: string): Promise<void> {
  await db.updateTable('edge').set({ customer_id: customerId }).where('id', '=', id).execute();
}

/** The edge, in one transaction with its event log, telemetry and relations. */
export async function deleteEdgeWithData(db: Db, id: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('edge_event').where('edge_id', '=', id).execute();
    await deleteEntityTelemetry(trx, id);
    await trx
      .deleteFrom('relation')
      .where((eb) => eb.or([eb('from_id', '=', id), eb('to_id', '=', id)]))
      .execute();
    await trx.deleteFrom('edge').where('id', '=', id).execute();
  });
}

/**
 * The edges an entity's events go to: every edge of the tenant for the tenant itself, the customer's edges for a
 * customer, the edge itself for an edge, else the edges the entity is assigned to.
 */
export async function findEdgesOfEntity(
  db: Db,
  tenantId: string,
  entity: { entityType: string; id: string },
): Promise<Array<Pick<EdgeRow, 'id' | 'tenant_id'>>> {
  const edges = db.selectFrom('edge').select(['edge.id', 'edge.tenant_id']).where('edge.tenant_id', '=', tenantId);
  if (entity.entityType === 'TENANT') return edges.execute();
  if (entity.entityType === 'CUSTOMER') return edges.where('edge.customer_id', '=', entity.id).execute();
  if (entity.entityType === 'EDGE') return edges.where('edge.id', '=', entity.id).execute();
  return edges
    .innerJoin('relation', 'relation.from_id', 'edge.id')
    .where('relation.from_type', '=', 'EDGE')
    .where('relation.relation_type_group', '=', EDGE_RELATION.group)
    .where('relation.relation_type', '=', EDGE_RELATION.type)
    .where('relation.to_type', '=', entity.entityType)
    .where('relation.to_id', '=', entity.id)
    .execute();
}
