import { randomUUID } from 'node:crypto';
import {
  EDGE_SECRET_LENGTH,
  type Edge,
  type EdgeEvent,
  type EdgeInfo,
  type EntitySubtype,
  NULL_UUID,
  type PageData,
} from '@fleetdeck/model';
import type { SecurityUser } from '../auth/security-user.js';
import { checkCustomer, checkTenant } from '../common/access.js';
import { fromJsonText, toJsonText } from '../common/json.js';
import { callerScope, type Owner } from '../common/owned-entities.js';
import { newId, uuidTime } from '../common/uuid.js';
import { bodyId, checkTextFields, optionalText } from '../common/validation.js';
import type { AppContext } from '../context.js';
import { checkCustomerReference } from '../customers/customer-reference.js';
import { assignableCustomer, publicCustomer } from '../customers/service.js';
import { randomAccessToken } from '../devices/service.js';
import type { EntityKind } from '../entities/entity-kind.js';
import { EDGE } from '../entities/kinds/edge.js';
import { entitySubtypes } from '../entities/store.js';
import type { ActionEntity } from '../entity-actions/messages.js';
import { entityDeleted, entityEdgeAssignment, entitySaved } from '../entity-actions/publish.js';
import { badRequest, itemNotFound, notFound } from '../http/errors.js';
import type { ParsedPageLink } from '../http/paging.js';
import type { TimeRange } from '../http/time-range.js';
import type { Db } from '../storage/schema.js';
import {
  findEdgeRuleChains,
  findNodeConfigurations,
  findRuleChain,
  findRuleChainNames,
  recordEdgeAssignment,
  setEdgeRootChain,
} from './rule-chains-store.js';
import {
  addEdgeEvent,
  deleteEdgeWithData,
  type EdgeInfoRow,
  type EdgeRow,
  edgeAssignedPage,
  edgeEventPage,
  edgeInfoPage,
  edgePage,
  findEdge,
  findEdgeByName,
  findEdgeByRoutingKey,
  findEdgeInfo,
  findEdgeRootRuleChainId,
  findEdgesByIds,
  insertEdge,
  setEdgeCustomer,
  toEdge,
  toEdgeInfo,
  updateEdge,
} from './store.js';

/** The edge, if the caller may see it: another tenant's answers 403, another customer's too. */
export async function readableEdge(ctx: AppContext, user: SecurityUser, id: string): Promise<EdgeRow> {
  const row = await findEdge(ctx.db, id);
  if (!row) throw notFound('Edge', id);
  checkCustomer(user, { tenantId: row.tenant_id, customerId: row.customer_id });
  return row;
}

/** The rule chain every new edge starts with: the tenant's root EDGE chain ("Edge Root Rule Chain"). */
async function edgeRootRuleChain(db: Db, tenantId: string): Promise<string> {
  const chainId = await findEdgeRootRuleChainId(db, tenantId);
  if (!chainId) throw badRequest('Root edge rule chain is not available!');
  return chainId;
}

export async function saveEdge(ctx: AppContext, user: SecurityUser, body: Partial<Edge>): Promise<Edge> {
  const id = bodyId(body.id);
  const existing = id ? await readableEdge(ctx, user, id) : undefined;
  const name = optionalText(body.name)?.trim();
  if (!name) throw badRequest('Edge name should be specified!');
  const type = optionalText(body.type)?.trim();
  if (!type) throw badRequest('Edge type should be specified!');
  checkTextFields(body as Record<string, unknown>, ['name', 'type', 'label', 'routingKey', 'secret']);
  // An empty routing key or secret is generated, as the console's edge import does.
  const routingKey = optionalText(body.routingKey)?.trim() || existing?.routing_key || randomUUID();
  const secret = optionalText(body.secret)?.trim() || existing?.secret || randomAccessToken(EDGE_SECRET_LENGTH);
  await checkCustomerReference(ctx.db, user.tenantId, body.customerId, 'edge');
  const duplicate = await findEdgeByName(ctx.db, user.tenantId, name);
  if (duplicate && duplicate.id !== id) throw badRequest('Edge with such name already exists!');
  const sameKey = await findEdgeByRoutingKey(ctx.db, routingKey);
  if (sameKey && sameKey.id !== id) throw badRequest('Edge with such routing key already exists!');
  const values = {
    name,
    type,
    label: optionalText(body.label),
    routing_key: routingKey,
    secret,
    additional_info: toJsonText(body.additionalInfo),
  };
  if (existing) {
    // The root rule chain changes only through POST /edge/{edgeId}/{ruleChainId}/root; the customer through assign.
    await updateEdge(ctx.db, existing.id, values);
    const updated = toEdge({ ...existing, ...values });
    entitySaved(ctx, user, updated, false);
    return updated;
  }
  const rootRuleChainId = await edgeRootRuleChain(ctx.db, user.tenantId);
  const edgeId = newId();
  const row: EdgeRow & { root_rule_chain_id: string } = {
    id: edgeId,
    created_time: uuidTime(edgeId),
    tenant_id: user.tenantId,
    customer_id: NULL_UUID,
    root_rule_chain_id: rootRuleChainId,
    ...values,
  };
  await insertEdge(ctx.db, row);
  const created = toEdge(row);
  entitySaved(ctx, user, created, true);
  return created;
}

export async function deleteEdge(ctx: AppContext, user: SecurityUser, id: string): Promise<void> {
  const edge = await readableEdge(ctx, user, id);
  await deleteEdgeWithData(ctx.db, id);
  entityDeleted(ctx, user, toEdge(edge));
}

async function setCustomer(ctx: AppContext, edge: EdgeRow, customerId: string): Promise<Edge> {
  await setEdgeCustomer(ctx.db, edge.id, customerId);
  await addEdgeEvent(ctx.db, edge, {
    type: 'EDGE',
    action: customerId === NULL_UUID ? 'UNASSIGNED_FROM_CUSTOMER' : 'ASSIGNED_TO_CUSTOMER',
    entityId: edge.id,
    body: customerId === NULL_UUID ? null : { customerId },
  });
  return toEdge({ ...edge, customer_id: customerId });
}

export async function assignEdge(ctx: AppContext, user: SecurityUser, customerId: string, edgeId: string) {
  await assignableCustomer(ctx, user, customerId);
  return setCustomer(ctx, await readableEdge(ctx, user, edgeId), customerId);
}

export async function assignEdgeToPublic(ctx: AppContext, user: SecurityUser, edgeId: string): Promise<Edge> {
  const edge = await readableEdge(ctx, user, edgeId);
  return setCustomer(ctx, edge, (await publicCustomer(ctx, edge.tenant_id)).id);
}

export async function unassignEdge(ctx: AppContext, user: SecurityUser, edgeId: string): Promise<Edge> {
  const edge = await readableEdge(ctx, user, edgeId);
  if (edge.customer_id === NULL_UUID) throw badRequest("Edge isn't assigned to any customer!");
  return setCustomer(ctx, edge, NULL_UUID);
}

/** Makes an EDGE rule chain of the tenant the edge's root; the chain is assigned to the edge if it was not. */
export async function setEdgeRootRuleChain(
  ctx: AppContext,
  user: SecurityUser,
  edgeId: string,
  ruleChainId: string,
): Promise<Edge> {
  const edge = await readableEdge(ctx, user, edgeId);
  const chain = await findRuleChain(ctx.db, ruleChainId);
  if (!chain) throw notFound('Rule chain', ruleChainId);
  checkTenant(user, chain.tenant_id);
  if (chain.type !== 'EDGE') throw badRequest('Only an EDGE rule chain can be the root rule chain of an edge!');
  await setEdgeRootChain(ctx.db, edge, ruleChainId);
  return toEdge({ ...edge, root_rule_chain_id: ruleChainId });
}

/**
 * A sync request: the platform re-sends everything assigned to the edge once it is connected. We record the request
 * as an EDGE / ENTITY_MERGE_REQUEST event that the edge transport (not part of this server yet) will act on.
 */
export async function syncEdge(ctx: AppContext, user: SecurityUser, edgeId: string): Promise<void> {
  const edge = await readableEdge(ctx, user, edgeId);
  await addEdgeEvent(ctx.db, edge, { type: 'EDGE', action: 'ENTITY_MERGE_REQUEST', entityId: edge.id });
}

const RULE_CHAIN_INPUT_NODE = 'org.thingsboard.rule.engine.flow.TbRuleChainInputNode';

/**
 * As the platform: for each rule chain assigned to the edge, the names of the chains its "rule chain" nodes forward
 * to that are not assigned to the edge; answered as the JSON text `{"<chain name>":["<missing name>",…]}` (`{}` when
 * nothing is missing).
 */
export async function missingToRelatedRuleChains(ctx: AppContext, user: SecurityUser, edgeId: string) {
  await readableEdge(ctx, user, edgeId);
  const chains = await findEdgeRuleChains(ctx.db, edgeId);
  const assigned = new Set(chains.map((chain) => chain.id));
  const result: Record<string, string[]> = {};
  for (const chain of chains) {
    const nodes = await findNodeConfigurations(ctx.db, chain.id, RULE_CHAIN_INPUT_NODE);
    const targets = nodes
      .map((node) => fromJsonText<{ ruleChainId?: unknown }>(node.configuration)?.ruleChainId)
      .filter((id): id is string => typeof id === 'string' && !assigned.has(id));
    if (targets.length === 0) continue;
    const missing = await findRuleChainNames(ctx.db, targets);
    if (missing.length > 0) result[chain.name] = missing.map((row) => row.name);
  }
  return JSON.stringify(result);
}

/** The edge with its customer's title, if the caller may see it. */
export async function readableEdgeInfo(ctx: AppContext, user: SecurityUser, id: string): Promise<EdgeInfo> {
  const row = await readableEdge(ctx, user, id);
  return toEdgeInfo((await findEdgeInfo(ctx.db, row.id)) as EdgeInfoRow);
}

/** The tenant's edge of that name; none answers the platform's checkNotNull (404). */
export async function tenantEdgeByName(ctx: AppContext, user: SecurityUser, name: string): Promise<Edge> {
  const row = await findEdgeByName(ctx.db, user.tenantId, name);
  if (!row) throw itemNotFound();
  return toEdge(row);
}

export function listEdges(ctx: AppContext, owner: Owner, type: string | undefined, link: ParsedPageLink) {
  return edgePage(ctx.db, owner, type, link);
}

export function listEdgeInfos(ctx: AppContext, owner: Owner, type: string | undefined, link: ParsedPageLink) {
  return edgeInfoPage(ctx.db, owner, type, link);
}

/** The edges among the ids that the caller may see: its tenant's, or its customer's for a customer user. */
export async function edgesByIds(ctx: AppContext, user: SecurityUser, ids: readonly string[]): Promise<Edge[]> {
  return (await findEdgesByIds(ctx.db, callerScope(user), ids)).map(toEdge);
}

export function edgeTypes(ctx: AppContext, user: SecurityUser): Promise<EntitySubtype[]> {
  return entitySubtypes(ctx.db, EDGE, user.tenantId);
}

export async function listEdgeEvents(
  ctx: AppContext,
  user: SecurityUser,
  edgeId: string,
  range: TimeRange,
  link: ParsedPageLink,
): Promise<PageData<EdgeEvent>> {
  const edge = await readableEdge(ctx, user, edgeId);
  return edgeEventPage(ctx.db, edge.id, range, link);
}

/** One kind a tenant may assign to an edge (devices, assets, entity views, dashboards), read with the caller's rights. */
export interface EdgeAssignable<Row> {
  kind: EntityKind & { entityType: 'DEVICE' | 'ASSET' | 'ENTITY_VIEW' | 'DASHBOARD' };
  read: (ctx: AppContext, user: SecurityUser, id: string) => Promise<Row>;
  /** the entity's JSON, as the assignment message to the rule engine carries it */
  toEntity: (row: Row, ctx: AppContext) => ActionEntity | Promise<ActionEntity>;
}

/** Assigns (or unassigns) an entity to an edge of the caller's tenant, and records it as an edge event. */
export async function setEdgeAssignment<Row>(
  ctx: AppContext,
  user: SecurityUser,
  edgeId: string,
  assignable: EdgeAssignable<Row>,
  entityId: string,
  assigned: boolean,
): Promise<Row> {
  const edge = await readableEdge(ctx, user, edgeId);
  const entity = await assignable.read(ctx, user, entityId);
  const type = assignable.kind.entityType;
  await recordEdgeAssignment(ctx.db, edge, type, entityId, assigned);
  entityEdgeAssignment(ctx, user, await assignable.toEntity(entity, ctx), edge, assigned);
  return entity;
}

/** The entities of a kind assigned to an edge; a customer user sees only its own customer's among them. */
export async function listEdgeAssigned<Out>(
  ctx: AppContext,
  user: SecurityUser,
  edgeId: string,
  kind: EntityKind,
  filter: { type?: string; range: TimeRange },
  link: ParsedPageLink,
  // biome-ignore lint/suspicious/noExplicitAny: each kind maps its own row type
  toEntity: (row: any) => Out,
): Promise<PageData<Out>> {
  const edge = await readableEdge(ctx, user, edgeId);
  const customerId = user.authority === 'CUSTOMER_USER' ? user.customerId : undefined;
  return edgeAssignedPage(ctx.db, edge, kind, { ...filter, customerId }, link, toEntity);
}
