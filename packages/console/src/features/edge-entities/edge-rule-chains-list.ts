import { mdiFlag } from '@mdi/js';
import { api } from '../../core/http/api';
import { createdTimeColumn, textColumn } from '../../entities/columns';
import type { EntityAction, EntityContext, EntityTableConfig } from '../../entities/entity-config';
import type { RuleChainListEntry } from '../rule-chains/rule-chain-entry';
import { flagColumn, ruleChainsConfig } from '../rule-chains/rule-chains-config';

/** The edge's root chain: the one its messages start in; it is not the template root of the tenant's list. */
export const isEdgeRoot = (rootRuleChainId: string | null) => (ruleChain: RuleChainListEntry) =>
  ruleChain.id.id === rootRuleChainId;

/** "Make rule chain root" on an edge's list: offered on every chain but the edge's root. */
export function setEdgeRootAction(
  rootRuleChainId: string | null,
  onAction: (ruleChain: RuleChainListEntry, context: EntityContext) => void,
): EntityAction<RuleChainListEntry> {
  const isRoot = isEdgeRoot(rootRuleChainId);
  return {
    id: 'setEdgeRoot',
    icon: mdiFlag,
    label: 'rulechain.set-root',
    isVisible: (ruleChain) => !isRoot(ruleChain),
    onAction,
  };
}

/**
 * The rule chains assigned to one edge, made from the tenant's edge rule chains list: its root column is the edge's
 * root, and a row opens the chain in the editor of the rule chain templates.
 */
export function edgeRuleChainsList(
  edgeId: string,
  rootRuleChainId: string | null,
): EntityTableConfig<RuleChainListEntry> {
  // The templates' own row and list actions give way to the assigned list's, so none of them reaches the page.
  const templates = ruleChainsConfig({ importRuleChain: () => {}, confirm: () => {} }, 'EDGE');
  return {
    ...templates,
    columns: [
      createdTimeColumn(),
      textColumn('name', 'rulechain.name'),
      flagColumn('root', 'rulechain.root', isEdgeRoot(rootRuleChainId)),
    ],
    fetchPage: (link) => api.ruleChains.edgeRuleChains(edgeId, link),
    queryScope: ['edge', edgeId, rootRuleChainId],
  };
}
