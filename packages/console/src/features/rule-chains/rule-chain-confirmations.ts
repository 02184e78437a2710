import { api } from '../../core/http/api';
import type { RuleChainListEntry } from './rule-chain-entry';

/** The row actions of the rule chains lists that ask first. */
export type RuleChainConfirmation = 'setRoot' | 'setEdgeTemplateRoot' | 'setAutoAssignToEdge' | 'unsetAutoAssignToEdge';

interface ConfirmationSpec {
  /** message keys; the title takes {{name}} */
  title: string;
  text: string;
  run(ruleChain: RuleChainListEntry): Promise<unknown>;
}

export const RULE_CHAIN_CONFIRMATIONS: Record<RuleChainConfirmation, ConfirmationSpec> = {
  setRoot: {
    title: 'rulechain.set-root-rulechain-title',
    text: 'rulechain.set-root-rulechain-text',
    run: (ruleChain) => api.ruleChains.setRoot(ruleChain.id.id),
  },
  setEdgeTemplateRoot: {
    title: 'rulechain.set-edge-template-root-rulechain-title',
    text: 'rulechain.set-edge-template-root-rulechain-text',
    run: (ruleChain) => api.ruleChains.setEdgeTemplateRoot(ruleChain.id.id),
  },
  setAutoAssignToEdge: {
    title: 'rulechain.set-auto-assign-to-edge-title',
    text: 'rulechain.set-auto-assign-to-edge-text',
    run: (ruleChain) => api.ruleChains.setAutoAssignToEdge(ruleChain.id.id),
  },
  unsetAutoAssignToEdge: {
    title: 'rulechain.unset-auto-assign-to-edge-title',
    text: 'rulechain.unset-auto-assign-to-edge-text',
    run: (ruleChain) => api.ruleChains.unsetAutoAssignToEdge(ruleChain.id.id),
  },
};
