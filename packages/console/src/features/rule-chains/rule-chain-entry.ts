import type { RuleChain, RuleChainType } from '@fleetdeck/model';

/**
 * A row of a rule chains list: the chain itself, whose description lives in its additional info; an edge chain also
 * says whether it is assigned to every new edge (read apart, from the auto-assigned chains).
 */
export type RuleChainListEntry = RuleChain & { autoAssignToEdge?: boolean };

export function ruleChainDescription(ruleChain: Pick<RuleChain, 'additionalInfo'>): string {
  const description = ruleChain.additionalInfo?.description;
  return typeof description === 'string' ? description : '';
}

/** Where the list of a type's chains lives; a chain's editor is below it. */
export function ruleChainsListPath(type: RuleChainType): string {
  return type === 'EDGE' ? '/edgeManagement/ruleChains' : '/ruleChains';
}

/** Marks the chains that every new edge gets. */
export function withAutoAssignFlags(chains: RuleChain[], autoAssigned: Pick<RuleChain, 'id'>[]): RuleChainListEntry[] {
  const ids = new Set(autoAssigned.map((chain) => chain.id.id));
  return chains.map((chain) => ({ ...chain, autoAssignToEdge: ids.has(chain.id.id) }));
}
