import { useMutation } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ConfirmDialog } from '../../components/dialogs/ConfirmDialog';
import { api } from '../../core/http/api';
import { EntityTablePage } from '../../entities/EntityTablePage';
import type { EntityContext } from '../../entities/entity-config';
import { IMPORTED_CHAIN_PATH, type ImportedChainState } from './editor/imported-chain-state';
import { ImportRuleChainDialog } from './ImportRuleChainDialog';
import type { RuleChainListEntry } from './rule-chain-entry';
import { type RuleChainsPageActions, ruleChainsConfig } from './rule-chains-config';

/**
 * /ruleChains: the tenant's core rule chains, with export, the choice of the root chain, and import, which opens the
 * chain read in the editor.
 */
export function RuleChainsPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
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
        onImported={(importedRuleChain) =>
          navigate(IMPORTED_CHAIN_PATH, { state: { importedRuleChain } satisfies ImportedChainState })
        }
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
