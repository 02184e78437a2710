import { useMutation } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../components/dialogs/ConfirmDialog';
import { api } from '../../core/http/api';
import { EntityTablePage } from '../../entities/EntityTablePage';
import type { EntityContext } from '../../entities/entity-config';
import { ImportRuleChainDialog } from './ImportRuleChainDialog';
import type { RuleChainListEntry } from './rule-chain-entry';
import { type RuleChainsPageActions, ruleChainsConfig } from './rule-chains-config';

/** /ruleChains: the tenant's core rule chains, with import, export and the choice of the root chain. */
export function RuleChainsPage() {
  const { t } = useTranslation();
  const [importing, setImporting] = useState<EntityContext | null>(null);
  const [rooting, setRooting] = useState<{ ruleChain: RuleChainListEntry; context: EntityContext } | null>(null);
  const setRoot = useMutation({
    mutationFn: (ruleChain: RuleChainListEntry) => api.ruleChains.setRoot(ruleChain.id.id),
    onSuccess: () => rooting?.context.reload(),
    onSettled: () => setRooting(null),
  });
  const page = useMemo<RuleChainsPageActions>(
    () => ({
      importRuleChain: setImporting,
      setRoot: (ruleChain, context) => setRooting({ ruleChain, context }),
    }),
    [],
  );
  const config = useMemo(() => ruleChainsConfig(page), [page]);
  return (
    <>
      <EntityTablePage config={config} />
      <ImportRuleChainDialog
        open={importing !== null}
        onClose={() => setImporting(null)}
        onImported={() => importing?.reload()}
      />
      <ConfirmDialog
        open={rooting !== null}
        busy={setRoot.isPending}
        title={t('rulechain.set-root-rulechain-title', { name: rooting?.ruleChain.name ?? '' })}
        message={t('rulechain.set-root-rulechain-text')}
        onCancel={() => setRooting(null)}
        onConfirm={() => rooting && setRoot.mutate(rooting.ruleChain)}
      />
    </>
  );
}
