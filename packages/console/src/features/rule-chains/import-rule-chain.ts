import type { RuleChain, RuleChainMetaData } from '@fleetdeck/model';
import { api } from '../../core/http/api';
import type { ImportedRuleChain } from './rule-chain-file';

/**
 * Creates an imported chain when its editor is first saved: the chain, then its nodes and connections. The server
 * refuses metadata it cannot accept (a connection to the node itself, a cycle) only after the chain exists, so the
 * chain is deleted again then: a refused save leaves nothing behind.
 */
export async function importRuleChain(
  imported: ImportedRuleChain,
): Promise<{ chain: RuleChain; metadata: RuleChainMetaData }> {
  const chain = await api.ruleChains.save({ ...imported.chain, type: imported.chain.type ?? 'CORE' });
  try {
    const metadata = await api.ruleChains.saveMetadata({
      ruleChainId: chain.id,
      firstNodeIndex: imported.firstNodeIndex,
      nodes: imported.nodes,
      connections: imported.connections,
    });
    return { chain, metadata };
  } catch (error) {
    await api.ruleChains.delete(chain.id.id);
    throw error;
  }
}
