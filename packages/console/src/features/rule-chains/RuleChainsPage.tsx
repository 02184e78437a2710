import type { RuleChainType } from '@fleetdeck/model';
import { useMutation } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ConfirmDialog } from '../../components/dialogs/ConfirmDialog';
import { EntityTablePage } from '../../entities/EntityTablePage';
import type { EntityContext } from '../../entities/entity-config';
import { type ImportedChainState, importedChainPath } from './editor/imported-chain-state';
import { ImportRuleChainDialog } from './ImportRuleChainDialog';
import { RULE_CHAIN_CONFIRMATIONS, type RuleChainConfirmation } from './rule-chain-confirmations';
import type { RuleChainListEntry } from './rule-chain-entry';
import { type RuleChainsPageActions, ruleChainsConfig } from './rule-chains-config';

interface Confirming {
  action: RuleChainConfirmation;
  ruleChain: RuleChainListEntry;
  context: EntityContext;
}

/**
 * The tenant's rule chains of a type, with export, the choice of the root chain (and for edge chains of those given to
 * every new edge), and import, which opens the chain read, made of the list's type, in the editor.
 */
export function RuleChainsPage({ type = 'CORE' }: { type?: RuleChainType }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [importing, setImporting] = useState<EntityContext | null>(null);
  const [confirming, setConfirming] = useState<Confirming | null>(null);
  const confirmed = useMutation({
    mutationFn: ({ action, ruleChain }: Confirming) => RULE_CHAIN_CONFIRMATIONS[action].run(ruleChain),
    onSuccess: (_result, { context }) => context.reload(),
    onSettled: () => setConfirming(null),
  });
  const page = useMemo<RuleChainsPageActions>(
    () => ({
      importRuleChain: setImporting,
      confirm: (action, ruleChain, context) => setConfirming({ action, ruleChain, context }),
    }),
    [],
  );
  const config = useMemo(() => ruleChainsConfig(page, type), [page, type]);
  const spec = confirming ? RULE_CHAIN_CONFIRMATIONS[confirming.action] : null;
  return (
    <>
      <EntityTablePage config={config} />
      <ImportRuleChainDialog
        open={importing !== null}
        onClose={() => setImporting(null)}
        onImported={(imported) =>
          navigate(importedChainPath(type), {
            state: {
              importedRuleChain: { ...imported, chain: { ...imported.chain, type } },
            } satisfies ImportedChainState,
          })
        }
      />
      <ConfirmDialog
        open={confirming !== null}
        busy={confirmed.isPending}
        title={spec ? t(spec.title, { name: confirming?.ruleChain.name ?? '' }) : ''}
        message={spec ? t(spec.text) : ''}
        onCancel={() => setConfirming(null)}
        onConfirm={() => confirming && confirmed.mutate(confirming)}
      />
    </>
  );
}
