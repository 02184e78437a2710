import type { PageData, RuleChain } from '@fleetdeck/model';
import type { SecurityUser } from '../auth/security-user.js';
import type { AppContext } from '../context.js';
import { readableEdge } from '../edges/service.js';
import { addEdgeEvent, addEdgeRelation, edgeAssignedPage, removeEdgeRelation } from '../edges/store.js';
import { RULE_CHAIN } from '../entities/kinds/rule-chain.js';
import { entityEdgeAssignment } from '../entity-actions/publish.js';
import { badRequest } from '../http/errors.js';
import type { ParsedPageLink } from '../http/paging.js';
import { announceRuleChain, readableRuleChain } from './service.js';
import {
  autoAssignedRuleChains,
  findRootRuleChain,
  inTransaction,
  type RuleChainRow,
  setAutoAssignToEdge,
  setRootRuleChain,
  toRuleChain,
} from './store.js';

/** Only EDGE chains run on edges. */
function checkEdgeChain(chain: RuleChainRow, message: string): void {
  if (chain.type !== 'EDGE') throw badRequest(message);
}

/** Assigns an EDGE chain of the tenant to an edge of the tenant, and records it as an edge event. */
export async function assignRuleChainToEdge(
  ctx: AppContext,
  user: SecurityUser,
  edgeId: string,
  ruleChainId: string,
): Promise<RuleChain> {
  const edge = await readableEdge(ctx, user, edgeId);
  const chain = await readableRuleChain(ctx, user, ruleChainId);
  checkEdgeChain(chain, "Can't assign non EDGE ruleChain to edge!");
  await inTransaction(ctx.db, async (trx) => {
    await addEdgeRelation(trx, edge.id, 'RULE_CHAIN', chain.id);
    await addEdgeEvent(trx, edge, { type: 'RULE_CHAIN', action: 'ASSIGNED_TO_EDGE', entityId: chain.id });
  });
  const assigned = toRuleChain(chain);
  entityEdgeAssignment(ctx, user, assigned, edge, true);
  return assigned;
}

/** Unassigns a chain from an edge; the edge's root chain stays until another root is set. */
export async function unassignRuleChainFromEdge(
  ctx: AppContext,
  user: SecurityUser,
  edgeId: string,
  ruleChainId: string,
): Promise<RuleChain> {
  const edge = await readableEdge(ctx, user, edgeId);
  const chain = await readableRuleChain(ctx, user, ruleChainId);
  if (edge.root_rule_chain_id === chain.id) {
    throw badRequest(
      `Can't unassign root rule chain from edge [${edge.name}]. Please assign another root rule chain first!`,
    );
  }
  await inTransaction(ctx.db, async (trx) => {
    await removeEdgeRelation(trx, edge.id, 'RULE_CHAIN', chain.id);
    await addEdgeEvent(trx, edge, { type: 'RULE_CHAIN', action: 'UNASSIGNED_FROM_EDGE', entityId: chain.id });
  });
  const unassigned = toRuleChain(chain);
  entityEdgeAssignment(ctx, user, unassigned, edge, false);
  return unassigned;
}

export async function listEdgeRuleChains(
  ctx: AppContext,
  user: SecurityUser,
  edgeId: string,
  link: ParsedPageLink,
): Promise<PageData<RuleChain>> {
  const edge = await readableEdge(ctx, user, edgeId);
  return edgeAssignedPage(ctx.db, edge, RULE_CHAIN, { range: { startTime: null, endTime: null } }, link, toRuleChain);
}

/** Makes an EDGE chain the one every new edge starts with; the previous one stops being it. */
export async function makeEdgeTemplateRoot(ctx: AppContext, user: SecurityUser, id: string): Promise<RuleChain> {
  const chain = await readableRuleChain(ctx, user, id);
  checkEdgeChain(chain, "Can't set non EDGE rule chain as edge template root!");
  const previous = await findRootRuleChain(ctx.db, chain.tenant_id, 'EDGE');
  if (previous?.id !== chain.id) {
    await setRootRuleChain(ctx.db, chain);
    announceRuleChain(ctx, chain, 'updated');
  }
  return toRuleChain({ ...chain, root: 1 });
}

/** Marks an EDGE chain to be assigned to every new edge of the tenant, or stops doing so. */
export async function setAutoAssign(ctx: AppContext, user: SecurityUser, id: string, on: boolean): Promise<RuleChain> {
  const chain = await readableRuleChain(ctx, user, id);
  checkEdgeChain(chain, "Can't set auto assign to edge for non EDGE rule chain!");
  await setAutoAssignToEdge(ctx.db, chain.tenant_id, chain.id, on);
  return toRuleChain(chain);
}

export async function listAutoAssignedRuleChains(ctx: AppContext, user: SecurityUser): Promise<RuleChain[]> {
  return (await autoAssignedRuleChains(ctx.db, user.tenantId)).map(toRuleChain);
}
