import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../components/dialogs/ConfirmDialog';
import { api } from '../../core/http/api';
import { entityKeys } from '../../core/queries/entity-keys';
import { entitiesChanged } from '../../core/queries/invalidate-entity';
import type { RuleChainListEntry } from '../rule-chains/rule-chain-entry';
import { EdgeEntitiesPage, useEdgeIdParam } from './EdgeEntitiesPage';
import { EDGE_RULE_CHAINS } from './edge-entity-kinds';
import { edgeRuleChainsList, isEdgeRoot, setEdgeRootAction } from './edge-rule-chains-list';

/**
 * /edgeInstances/:edgeId/ruleChains: the rule chains assigned to an edge, one of them its root. The root can be moved
 * to another chain but not unassigned.
 */
export function EdgeRuleChainsPage() {
  const { t } = useTranslation();
  const edgeId = useEdgeIdParam();
  const queryClient = useQueryClient();
  // the same query as the page title's, so the root is read once
  const edge = useQuery({ queryKey: entityKeys('EDGE').detail(edgeId), queryFn: () => api.edges.get(edgeId) });
  const rootRuleChainId = edge.data?.rootRuleChainId?.id ?? null;
  const [rooting, setRooting] = useState<RuleChainListEntry | null>(null);
  const setRoot = useMutation({
    mutationFn: (ruleChain: RuleChainListEntry) => api.edges.setRootRuleChain(edgeId, ruleChain.id.id),
    onSuccess: () => {
      void entitiesChanged(queryClient, 'EDGE');
      void entitiesChanged(queryClient, 'RULE_CHAIN');
    },
    onSettled: () => setRooting(null),
  });
  const rowActions = useMemo(() => [setEdgeRootAction(rootRuleChainId, setRooting)], [rootRuleChainId]);
  const canUnassign = useMemo(() => {
    const isRoot = isEdgeRoot(rootRuleChainId);
    return (ruleChain: RuleChainListEntry) => !isRoot(ruleChain);
  }, [rootRuleChainId]);
  return (
    <EdgeEntitiesPage<RuleChainListEntry>
      kind={EDGE_RULE_CHAINS}
      baseConfig={(id) => edgeRuleChainsList(id, rootRuleChainId)}
      dependencies={[rootRuleChainId, rowActions, canUnassign]}
      rowActions={rowActions}
      canUnassign={canUnassign}
    >
      <ConfirmDialog
        open={rooting !== null}
        busy={setRoot.isPending}
        title={t('rulechain.set-root-rulechain-title', { name: rooting?.name ?? '' })}
        message={t('rulechain.set-edge-root-rulechain-text')}
        onCancel={() => setRooting(null)}
        onConfirm={() => rooting && setRoot.mutate(rooting)}
      />
    </EdgeEntitiesPage>
  );
}
