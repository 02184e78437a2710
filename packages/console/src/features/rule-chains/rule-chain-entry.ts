import type { RuleChain } from '@fleetdeck/model';

/** A row of the rules chain list: the chain itself, whose description lives in its additional info. */
export type RuleChainListEntry = RuleChain;

export function ruleChainDescription(ruleChain: Pick<RuleChain, 'additionalInfo'>): string {
  const description = ruleChain.additionalInfo?.description;
  return typeof description === 'string' ? description : '';
}
