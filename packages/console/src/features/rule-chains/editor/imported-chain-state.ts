import type { RuleChainType } from '@fleetdeck/model';
import { ruleChainsListPath } from '../rule-chain-entry';
import type { ImportedRuleChain } from '../rule-chain-file';

/** The address of the editor of a chain imported into a type's list; the chain travels in the navigation's state. */
export function importedChainPath(type: RuleChainType): string {
  return `${ruleChainsListPath(type)}/import`;
}

export interface ImportedChainState {
  importedRuleChain: ImportedRuleChain;
}

/** The imported chain a navigation carries, if it carries one. */
export function importedChainOf(state: unknown): ImportedRuleChain | null {
  if (typeof state !== 'object' || state === null || !('importedRuleChain' in state)) return null;
  return (state as ImportedChainState).importedRuleChain;
}
