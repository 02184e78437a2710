import {
  RULE_CHAIN_INPUT_NODE,
  type RuleChain,
  type RuleChainData,
  type RuleChainImportResult,
  type RuleChainMetaData,
} from '@fleetdeck/model';
import type { SecurityUser } from '../auth/security-user.js';
import { newId } from '../common/uuid.js';
import type { AppContext } from '../context.js';
import { ApiError, badRequest } from '../http/errors.js';
import type { MetadataInput } from './metadata.js';
import { loadMetadata, saveChainMetadata } from './metadata-writer.js';
import { announceRuleChain, parseRuleChainType, type RuleChainBody, ruleChainRow } from './service.js';
import {
  allTenantRuleChains,
  findRuleChainByName,
  insertRuleChain,
  inTransaction,
  type RuleChainRow,
  toRuleChain,
  updateRuleChain,
} from './store.js';

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const idOf = (value: unknown): string | null =>
  isObject(value) && typeof value.id === 'string' ? value.id.toLowerCase() : null;

/**
 * Gives a chain of an export another id everywhere it appears: the chain, the metadata naming it, legacy
 * connections into it, and "rule chain" nodes forwarding to it.
 */
function renameChain(chains: RuleChainBody[], metadata: MetadataInput[], from: string, to: string): void {
  for (const chain of chains) if (idOf(chain.id) === from) chain.id = { entityType: 'RULE_CHAIN', id: to };
  for (const md of metadata) {
    if (idOf(md.ruleChainId) === from) md.ruleChainId = { entityType: 'RULE_CHAIN', id: to };
    for (const connection of Array.isArray(md.ruleChainConnections) ? md.ruleChainConnections : []) {
      if (isObject(connection) && idOf(connection.targetRuleChainId) === from) {
        connection.targetRuleChainId = { entityType: 'RULE_CHAIN', id: to };
      }
    }
    for (const node of Array.isArray(md.nodes) ? md.nodes : []) {
      if (!isObject(node) || node.type !== RULE_CHAIN_INPUT_NODE || !isObject(node.configuration)) continue;
      const target = node.configuration.ruleChainId;
      if (typeof target === 'string' && target.toLowerCase() === from) node.configuration.ruleChainId = to;
    }
  }
}

/** Forgets the ids of the nodes, as an export carries none. */
function resetNodeIds(metadata: RuleChainMetaData[]): void {
  for (const md of metadata) {
    for (const node of md.nodes) {
      (node as { id: unknown }).id = null;
      (node as { ruleChainId: unknown }).ruleChainId = null;
    }
  }
}

/**
 * Every chain of the tenant with its metadata, as the platform exports them: each chain under a new random id (and
 * every reference to it renamed to match), without tenant, and its nodes without ids. `limit` is the size of the
 * pages the platform reads the chains in; every chain is exported.
 */
export async function exportRuleChains(ctx: AppContext, user: SecurityUser, limit: number): Promise<RuleChainData> {
  if (limit < 1) throw badRequest(`Incorrect page link page size '${limit}'. Page size must be greater than zero.`);
  const rows = await allTenantRuleChains(ctx.db, user.tenantId);
  const ruleChains: RuleChain[] = rows.map(toRuleChain);
  const metadata = await Promise.all(rows.map((row) => loadMetadata(ctx.db, row)));
  for (const chain of ruleChains) {
    const from = chain.id.id;
    renameChain(ruleChains as RuleChainBody[], metadata as MetadataInput[], from, newId());
    (chain as { tenantId: unknown }).tenantId = null;
  }
  resetNodeIds(metadata);
  return { ruleChains, metadata };
}

/** The text the platform records for a chain it could not import: the root cause's class and message. */
function importError(error: unknown): string {
  if (error instanceof ApiError && error.status === 400) return `DataValidationException: ${error.message}`;
  throw error;
}

/**
 * Imports an export: each chain under a new id (or, with overwrite, over the tenant's chain of the same type and
 * name, keeping its id and root flag), never as a root, then each saved chain's metadata. A chain that cannot be
 * saved is answered with its error and its metadata skipped; a metadata body that is refused refuses the whole import
 * with 400, and nothing of it is written.
 */
export async function importRuleChains(
  ctx: AppContext,
  user: SecurityUser,
  body: unknown,
  overwrite: boolean,
): Promise<RuleChainImportResult[]> {
  const data = isObject(body) ? body : {};
  const chains = (Array.isArray(data.ruleChains) ? data.ruleChains : []).filter(isObject) as RuleChainBody[];
  const metadata = (Array.isArray(data.metadata) ? data.metadata : []).filter(isObject) as MetadataInput[];
  for (const chain of chains) {
    const from = idOf(chain.id);
    if (from) renameChain(chains, metadata, from, newId());
    else chain.id = { entityType: 'RULE_CHAIN', id: newId() };
  }
  for (const md of metadata)
    for (const node of Array.isArray(md.nodes) ? md.nodes : []) if (isObject(node)) node.id = null;
  const saved: RuleChainRow[] = [];
  const results = await inTransaction(ctx.db, async (trx) => {
    const answers: RuleChainImportResult[] = [];
    for (const chain of chains) {
      let id = idOf(chain.id) as string;
      let existing: RuleChainRow | undefined;
      if (overwrite && typeof chain.name === 'string') {
        existing = await findRuleChainByName(trx, user.tenantId, parseRuleChainType(chain.type), chain.name);
        if (existing) {
          renameChain(chains, metadata, id, existing.id);
          id = existing.id;
        }
      }
      const answer: RuleChainImportResult = {
        tenantId: { entityType: 'TENANT', id: user.tenantId },
        ruleChainId: { entityType: 'RULE_CHAIN', id },
        ruleChainName: typeof chain.name === 'string' ? chain.name : '',
        updated: existing !== undefined,
        error: null,
      };
      try {
        const row = await ruleChainRow(trx, user.tenantId, { ...chain, root: existing?.root === 1 }, existing, id);
        if (existing) {
          const { id: _id, created_time: _created, tenant_id: _tenant, ...values } = row;
          await updateRuleChain(trx, id, values);
        } else {
          await insertRuleChain(trx, row);
        }
        saved.push(row);
      } catch (error) {
        answer.error = importError(error);
      }
      answers.push(answer);
    }
    for (const md of metadata) {
      const chain = saved.find((row) => row.id === idOf(md.ruleChainId));
      if (chain) await saveChainMetadata(trx, chain, md, false);
    }
    return answers;
  });
  for (const row of saved) announceRuleChain(ctx, row, 'updated');
  return results;
}
