import {
  type PageData,
  RULE_CHAIN_OUTPUT_NODE,
  RULE_CHAIN_TYPES,
  type RuleChain,
  type RuleChainMetaData,
  type RuleChainOutputLabelsUsage,
  type RuleChainType,
} from '@fleetdeck/model';
import type { SecurityUser } from '../auth/security-user.js';
import { checkTenant } from '../common/access.js';
import { toFlag, toJsonText } from '../common/json.js';
import { newId, uuidTime } from '../common/uuid.js';
import { bodyId, checkTextFields, optionalText } from '../common/validation.js';
import type { AppContext } from '../context.js';
import { badRequest, notFound } from '../http/errors.js';
import type { ParsedPageLink } from '../http/paging.js';
import {
  DEVICE_PROFILE_TEMPLATE_NODES,
  ROOT_CONNECTIONS,
  ROOT_FIRST_NODE_INDEX,
} from '../storage/install/rule-chains.js';
import type { Db } from '../storage/schema.js';
import type { MetadataInput } from './metadata.js';
import { chainCallingNodes, loadMetadata, saveChainMetadata } from './metadata-writer.js';
import {
  deleteRuleChainWithNodes,
  deviceProfilesUsingChain,
  edgesRootedAt,
  findNodeConnections,
  findRootRuleChain,
  findRuleChain,
  findRuleNodes,
  insertRuleChain,
  inTransaction,
  type RuleChainRow,
  ruleChainPage,
  setRootRuleChain,
  toRuleChain,
  updateRuleChain,
} from './store.js';

/** The chain, if it belongs to the caller's tenant: another tenant's answers 403. */
export async function readableRuleChain(ctx: AppContext, user: SecurityUser, id: string): Promise<RuleChainRow> {
  const row = await findRuleChain(ctx.db, id);
  if (!row) throw notFound('Rule chain', id);
  checkTenant(user, row.tenant_id);
  return row;
}

/** Tells the rule engine (of every server of a cluster) that the tenant's chains changed. */
export function announceRuleChain(ctx: AppContext, chain: RuleChainRow, change: 'created' | 'updated' | 'deleted') {
  const entityId = { entityType: 'RULE_CHAIN' as const, id: chain.id };
  if (change === 'deleted') ctx.bus.publish({ type: 'entityDeleted', tenantId: chain.tenant_id, entityId });
  else ctx.bus.publish({ type: 'entitySaved', tenantId: chain.tenant_id, entityId, created: change === 'created' });
}

/** Rule chain types as the platform reads them: none is CORE, an unknown one is refused. */
export function parseRuleChainType(value: unknown): RuleChainType {
  if (value === undefined || value === null || value === '') return 'CORE';
  if (typeof value === 'string' && (RULE_CHAIN_TYPES as readonly string[]).includes(value)) {
    return value as RuleChainType;
  }
  throw badRequest(`No enum constant org.thingsboard.server.common.data.rule.RuleChainType.${String(value)}`);
}

/** A tenant has at most one root chain of each type: the CORE root takes messages, the EDGE one seeds edges. */
async function checkSingleRoot(db: Db, tenantId: string, type: RuleChainType, id: string | null): Promise<void> {
  const root = await findRootRuleChain(db, tenantId, type);
  if (!root || root.id === id) return;
  throw badRequest(
    type === 'CORE'
      ? 'Another root rule chain is present in scope of current tenant!'
      : 'Another edge template root rule chain is present in scope of current tenant!',
  );
}

export interface RuleChainBody {
  id?: unknown;
  name?: unknown;
  type?: unknown;
  root?: unknown;
  debugMode?: unknown;
  configuration?: unknown;
  additionalInfo?: unknown;
  externalId?: unknown;
}

/** The row a chain body makes, checked; the chain's type is kept on update, its first node only changes with its metadata. */
export async function ruleChainRow(
  db: Db,
  tenantId: string,
  body: RuleChainBody,
  existing: RuleChainRow | undefined,
  id: string,
): Promise<RuleChainRow> {
  const name = optionalText(body.name);
  if (!name?.trim()) throw badRequest('Rule chain name should be specified!');
  checkTextFields(body as Record<string, unknown>, ['name']);
  const type = existing ? (existing.type as RuleChainType) : parseRuleChainType(body.type);
  // A body that leaves root out keeps the stored flag, so renaming the root chain does not un-root it.
  const root = typeof body.root === 'boolean' ? body.root : existing?.root === 1;
  if (root) await checkSingleRoot(db, tenantId, type, id);
  return {
    id,
    created_time: existing ? Number(existing.created_time) : uuidTime(id),
    tenant_id: tenantId,
    name,
    type,
    first_rule_node_id: existing?.first_rule_node_id ?? null,
    root: toFlag(root),
    debug_mode: toFlag(body.debugMode === true),
    configuration: toJsonText(body.configuration ?? null),
    additional_info: toJsonText(body.additionalInfo ?? null),
    external_id: bodyId(body.externalId),
  };
}

export async function saveRuleChain(ctx: AppContext, user: SecurityUser, body: RuleChainBody): Promise<RuleChain> {
  const id = bodyId(body.id);
  const existing = id ? await readableRuleChain(ctx, user, id) : undefined;
  const row = await ruleChainRow(ctx.db, user.tenantId, body, existing, id ?? newId());
  if (existing) {
    const { id: _id, created_time: _created, tenant_id: _tenant, ...values } = row;
    await updateRuleChain(ctx.db, row.id, values);
  } else {
    await insertRuleChain(ctx.db, row);
  }
  announceRuleChain(ctx, row, existing ? 'updated' : 'created');
  return toRuleChain(row);
}

export function listRuleChains(ctx: AppContext, user: SecurityUser, type: unknown, link: ParsedPageLink) {
  return ruleChainPage(ctx.db, user.tenantId, parseRuleChainType(type), link) as Promise<PageData<RuleChain>>;
}

export async function ruleChainMetadata(ctx: AppContext, user: SecurityUser, id: string): Promise<RuleChainMetaData> {
  return loadMetadata(ctx.db, await readableRuleChain(ctx, user, id));
}

/** Saves a chain's nodes and connections in one transaction (nothing is written when the body is refused). */
export async function saveRuleChainMetadata(
  ctx: AppContext,
  user: SecurityUser,
  body: MetadataInput,
  updateRelated: boolean,
): Promise<RuleChainMetaData> {
  const chainId = bodyId(body.ruleChainId);
  if (!chainId) throw badRequest('Incorrect rule chain id.');
  const chain = await readableRuleChain(ctx, user, chainId);
  await inTransaction(ctx.db, (trx) => saveChainMetadata(trx, chain, body, updateRelated));
  announceRuleChain(ctx, chain, 'updated');
  return loadMetadata(ctx.db, (await findRuleChain(ctx.db, chain.id)) as RuleChainRow);
}

/** Makes the chain the root of its type; the previous root of that type stops being one. */
export async function makeRootRuleChain(ctx: AppContext, user: SecurityUser, id: string): Promise<RuleChain> {
  const chain = await readableRuleChain(ctx, user, id);
  if (chain.root) return toRuleChain(chain);
  await setRootRuleChain(ctx.db, chain);
  announceRuleChain(ctx, chain, 'updated');
  return toRuleChain({ ...chain, root: 1 });
}

/**
 * Deletes a chain with its nodes. The root chains cannot go, nor a chain an edge starts from or a device profile
 * sends its devices' messages to. "Rule chain" nodes of other chains that forwarded to it are left as they are, and
 * send their messages to Failure from then on.
 */
export async function deleteRuleChain(ctx: AppContext, user: SecurityUser, id: string): Promise<void> {
  const chain = await readableRuleChain(ctx, user, id);
  if (chain.root) {
    throw badRequest(
      chain.type === 'EDGE'
        ? 'Deletion of Root Edge Rule Chain is prohibited!'
        : 'Deletion of Root Tenant Rule Chain is prohibited!',
    );
  }
  const [edge] = await edgesRootedAt(ctx.db, chain.id);
  if (edge !== undefined) {
    throw badRequest(
      `Can't delete rule chain that is root for edge [${edge}]. Please assign another root rule chain first to the edge!`,
    );
  }
  if ((await deviceProfilesUsingChain(ctx.db, chain.id)).length > 0) {
    throw badRequest('The rule chain referenced by the device profiles cannot be deleted!');
  }
  await deleteRuleChainWithNodes(ctx.db, chain.id);
  announceRuleChain(ctx, chain, 'deleted');
}

/** The names of the chain's output nodes, sorted and each once: the labels a calling chain continues with. */
export async function outputLabels(ctx: AppContext, user: SecurityUser, id: string): Promise<string[]> {
  const chain = await readableRuleChain(ctx, user, id);
  const names = (await findRuleNodes(ctx.db, chain.id))
    .filter((node) => node.type === RULE_CHAIN_OUTPUT_NODE)
    .map((node) => node.name);
  return [...new Set(names)].sort();
}

/** Each "rule chain" node that forwards to the chain and has connections: its chain and the labels it uses. */
export async function outputLabelsUsage(
  ctx: AppContext,
  user: SecurityUser,
  id: string,
): Promise<RuleChainOutputLabelsUsage[]> {
  const chain = await readableRuleChain(ctx, user, id);
  const callers = await chainCallingNodes(ctx.db, chain.tenant_id, chain.id);
  const usage: RuleChainOutputLabelsUsage[] = [];
  for (const node of callers) {
    const labels = [...new Set((await findNodeConnections(ctx.db, [node.id])).map((c) => c.type))].sort();
    if (labels.length === 0) continue;
    const caller = await findRuleChain(ctx.db, node.rule_chain_id);
    usage.push({
      ruleChainId: { entityType: 'RULE_CHAIN', id: node.rule_chain_id },
      ruleNodeId: { entityType: 'RULE_NODE', id: node.id },
      ruleChainName: caller?.name ?? '',
      ruleNodeName: node.name,
      labels,
    });
  }
  return usage.sort(
    (a, b) => a.ruleChainName.localeCompare(b.ruleChainName) || a.ruleNodeName.localeCompare(b.ruleNodeName),
  );
}

/** The Device Profile Rule Chain Template as a metadata body. */
function deviceProfileTemplate(): Omit<MetadataInput, 'ruleChainId'> {
  return {
    firstNodeIndex: ROOT_FIRST_NODE_INDEX,
    nodes: DEVICE_PROFILE_TEMPLATE_NODES.map((node) => ({
      type: node.type,
      name: node.name,
      debugMode: false,
      configuration: node.configuration,
      additionalInfo: { description: '', layoutX: node.layout[0], layoutY: node.layout[1] },
    })),
    connections: ROOT_CONNECTIONS.map(([fromIndex, toIndex, type]) => ({ fromIndex, toIndex, type })),
  };
}

/** A new CORE chain of that name, made from the device profile rule chain template, in one transaction. */
export async function createDeviceProfileChain(ctx: AppContext, user: SecurityUser, name: unknown): Promise<RuleChain> {
  const id = newId();
  const row = await ruleChainRow(ctx.db, user.tenantId, { name, additionalInfo: { description: '' } }, undefined, id);
  await inTransaction(ctx.db, async (trx) => {
    await insertRuleChain(trx, row);
    await saveChainMetadata(trx, row, deviceProfileTemplate(), false);
  });
  announceRuleChain(ctx, row, 'created');
  return toRuleChain((await findRuleChain(ctx.db, id)) as RuleChainRow);
}
