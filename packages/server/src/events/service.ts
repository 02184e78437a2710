import {
  type EntityId,
  EVENT_TYPES,
  type EventFilter,
  type EventInfo,
  type EventType,
  type PageData,
} from '@fleetdeck/model';
import type { SecurityUser } from '../auth/security-user.js';
import { checkTenant } from '../common/access.js';
import { checkEntity } from '../common/entities.js';
import type { AppContext } from '../context.js';
import { badRequest, notFound, permissionDenied } from '../http/errors.js';
import type { ParsedPageLink } from '../http/paging.js';
import type { TimeRange } from '../http/time-range.js';
import { readableRuleChain } from '../rule-chains/service.js';
import { findRuleNode } from '../rule-chains/store.js';
import { deleteEvents, eventPage, latestDebugIn } from './store.js';

/** The platform's older names of the event types, accepted as well (any case). */
const OLD_NAMES: Record<EventType, string> = {
  ERROR: 'ERROR',
  LC_EVENT: 'LC_EVENT',
  STATS: 'STATS',
  DEBUG_RULE_NODE: 'DEBUG_RULE_NODE',
  DEBUG_RULE_CHAIN: 'DEBUG_RULE_CHAIN',
};

const TABLE_NAMES: Record<EventType, string> = {
  ERROR: 'error_event',
  LC_EVENT: 'lc_event',
  STATS: 'stats_event',
  DEBUG_RULE_NODE: 'rule_node_debug_event',
  DEBUG_RULE_CHAIN: 'rule_chain_debug_event',
};

export function parseEventType(value: unknown): EventType {
  const text = String(value ?? '').toLowerCase();
  const type = EVENT_TYPES.find(
    (each) => each.toLowerCase() === text || OLD_NAMES[each].toLowerCase() === text || TABLE_NAMES[each] === text,
  );
  if (!type) throw badRequest(`Event type: '${String(value)}' is not supported!`);
  return type;
}

/** A rule node is its chain's: the caller must be of the chain's tenant. */
async function checkRuleNode(ctx: AppContext, user: SecurityUser, id: string): Promise<string> {
  const node = await findRuleNode(ctx.db, id);
  if (!node) throw notFound('Rule node', id);
  const chain = await readableRuleChain(ctx, user, node.rule_chain_id);
  return chain.tenant_id;
}

/** The tenant whose events of the entity the caller may read. */
async function readableEventsOwner(ctx: AppContext, user: SecurityUser, entityId: EntityId): Promise<string> {
  // Rule chains and their nodes are the tenant administrator's: customer users see none of their events.
  const ruleEngineEntity = entityId.entityType === 'RULE_NODE' || entityId.entityType === 'RULE_CHAIN';
  if (ruleEngineEntity && user.authority === 'CUSTOMER_USER') throw permissionDenied();
  if (entityId.entityType === 'RULE_NODE') return checkRuleNode(ctx, user, entityId.id);
  if (entityId.entityType === 'RULE_CHAIN') return (await readableRuleChain(ctx, user, entityId.id)).tenant_id;
  const record = await checkEntity(ctx.db, user, entityId, 'READ');
  return record.tenantId ?? user.tenantId;
}

/**
 * The events of an entity the caller may read, of the tenant named in the request. The platform reads the
 * tenant from the request, so one not the caller's own answers 403 here rather than an empty page.
 */
async function eventsTenant(ctx: AppContext, user: SecurityUser, entityId: EntityId, tenantId: string) {
  const owner = await readableEventsOwner(ctx, user, entityId);
  checkTenant(user, tenantId);
  return owner === tenantId ? tenantId : null;
}

export async function listEvents(
  ctx: AppContext,
  user: SecurityUser,
  entityId: EntityId,
  type: EventType,
  tenantId: string,
  range: TimeRange,
  link: ParsedPageLink,
  filter?: EventFilter,
): Promise<PageData<EventInfo>> {
  const tenant = await eventsTenant(ctx, user, entityId, tenantId);
  if (!tenant) return { data: [], totalPages: 0, totalElements: 0, hasNext: false };
  return eventPage(ctx.db, tenant, entityId.id, type, range, link, filter);
}

const TEXT_FIELDS = [
  'server',
  'errorStr',
  'msgDirectionType',
  'entityId',
  'entityType',
  'msgId',
  'msgType',
  'relationType',
  'dataSearch',
  'metadataSearch',
  'message',
  'event',
  'status',
  'method',
] as const;
const COUNT_FIELDS = [
  'minMessagesProcessed',
  'maxMessagesProcessed',
  'minErrorsOccurred',
  'maxErrorsOccurred',
] as const;

/** A text field read as Jackson reads a String: numbers and booleans as their text, anything else as absent. */
function textField(value: unknown): string | null {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return null;
}

/** A count bound read as Jackson reads an Integer: a whole number, or its text; other text is refused. */
function countField(value: unknown): number | null {
  if (value === null || value === undefined || value === '') return null;
  const number = typeof value === 'number' ? value : typeof value === 'string' ? Number(value.trim()) : Number.NaN;
  if (Number.isInteger(number)) return number;
  throw badRequest(
    `JSON parse error: Cannot deserialize value of type \`java.lang.Integer\` from ${JSON.stringify(value)}`,
  );
}

/** Reads the event filter of a body: its eventType names the events it applies to, its other fields filter them. */
export function parseEventFilter(body: unknown): EventFilter {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw badRequest('Event filter should be specified!');
  }
  const fields = body as Record<string, unknown>;
  const filter: EventFilter = { eventType: parseEventType(fields.eventType) };
  for (const name of TEXT_FIELDS) {
    const text = textField(fields[name]);
    if (text !== null) (filter as unknown as Record<string, string>)[name] = text;
  }
  for (const name of COUNT_FIELDS) filter[name] = countField(fields[name]);
  if (fields.isError === true || fields.isError === 'true') filter.isError = true;
  return filter;
}

export async function clearEvents(
  ctx: AppContext,
  user: SecurityUser,
  entityId: EntityId,
  tenantId: string,
  range: TimeRange,
  filter: EventFilter,
): Promise<void> {
  const tenant = await eventsTenant(ctx, user, entityId, tenantId);
  if (tenant) await deleteEvents(ctx.db, tenant, entityId.id, filter.eventType, range, filter);
}

/** The body of the latest message the rule node received in debug mode, or null. */
export async function latestDebugInput(ctx: AppContext, user: SecurityUser, ruleNodeId: string): Promise<unknown> {
  const tenantId = await checkRuleNode(ctx, user, ruleNodeId);
  const row = await latestDebugIn(ctx.db, tenantId, ruleNodeId);
  return row ? JSON.parse(row.body) : null;
}
