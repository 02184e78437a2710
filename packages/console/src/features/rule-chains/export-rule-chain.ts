import type { RuleChain } from '@fleetdeck/model';
import { saveBlob } from '../../components/media/save-blob';
import { api } from '../../core/http/api';
import { exportedRuleChain, ruleChainFileName } from './rule-chain-file';

/** Downloads the chain with its nodes and connections as the platform exports it. */
export async function exportRuleChain(ruleChain: Pick<RuleChain, 'id'>): Promise<void> {
  const [full, metadata] = await Promise.all([
    api.ruleChains.get(ruleChain.id.id),
    api.ruleChains.metadata(ruleChain.id.id),
  ]);
  const json = JSON.stringify(exportedRuleChain(full, metadata), null, 2);
  saveBlob(new Blob([json], { type: 'application/json' }), ruleChainFileName(full.name));
}
