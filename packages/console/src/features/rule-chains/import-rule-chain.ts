import type { RuleChain } from '@fleetdeck/model';
import { api } from '../../core/http/api';
import type { ImportedRuleChain } from './rule-chain-file';

/**
 * Creates the chain of an imported file, then its nodes and connections. The server refuses metadata it cannot
 * accept (a connection to the node itself, a cycle) only after the chain exists, so the chain is deleted again then:
 * a refused import leaves nothing behind.
 */
export async function importRuleChain(imported: ImportedRuleChain): Promise<RuleChain> {
  const chain = await api.ruleChains.save({ ...imported.chain, type: imported.chain.type ?? 'CORE' });
  try {
    await api.ruleChains.saveMetadata({
      ruleChainId: chain.id,
      firstNodeIndex: imported.firstNodeIndex,
      nodes: imported.nodes,
      connections: imported.connections,
    });
  } catch (error) {
    await api.ruleChains.delete(chain.id.id);
    throw error;
  }
  return chain;
}
