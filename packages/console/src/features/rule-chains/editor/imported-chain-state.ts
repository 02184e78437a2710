import type { ImportedRuleChain } from '../rule-chain-file';

/** The address of the editor of an imported chain, which travels in the navigation's state. */
export const IMPORTED_CHAIN_PATH = '/ruleChains/import';

export interface ImportedChainState {
  importedRuleChain: ImportedRuleChain;
}

/** The imported chain a navigation carries, if it carries one. */
export function importedChainOf(state: unknown): ImportedRuleChain | null {
  if (typeof state !== 'object' || state === null || !('importedRuleChain' in state)) return null;
  return (state as ImportedChainState).importedRuleChain;
}
