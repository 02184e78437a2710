import { mdiCheck, mdiExport, mdiFileImport, mdiFlag, mdiInformationOutline, mdiSitemap } from '@mdi/js';
import i18next from 'i18next';
import { MdiIcon } from '../../components/icons/MdiIcon';
import { api } from '../../core/http/api';
import { createdTimeColumn, textColumn } from '../../entities/columns';
import type { EntityContext, EntityTableConfig } from '../../entities/entity-config';
import { eventsDetailsTab } from '../events/events-tab';
import { exportRuleChain } from './export-rule-chain';
import { RuleChainForm } from './RuleChainForm';
import { type RuleChainListEntry, ruleChainDescription } from './rule-chain-entry';

/** What the page opens for the list's actions; the dialogs live in the page. */
export interface RuleChainsPageActions {
  importRuleChain(context: EntityContext): void;
  setRoot(ruleChain: RuleChainListEntry, context: EntityContext): void;
}

/** A new chain is a core chain; an edited one keeps its nodes, root flag and type. */
async function saveRuleChain(draft: Partial<RuleChainListEntry>): Promise<RuleChainListEntry> {
  if (!draft.id) {
    return api.ruleChains.save({
      name: draft.name ?? '',
      type: 'CORE',
      debugMode: draft.debugMode ?? false,
      additionalInfo: draft.additionalInfo ?? null,
    });
  }
  const current = await api.ruleChains.get(draft.id.id);
  return api.ruleChains.save({
    ...current,
    name: draft.name ?? current.name,
    debugMode: draft.debugMode ?? current.debugMode,
    additionalInfo: { ...current.additionalInfo, description: ruleChainDescription(draft as RuleChainListEntry) },
  });
}

const rootColumn = {
  key: 'root',
  title: 'rulechain.root',
  width: 90,
  render: (ruleChain: RuleChainListEntry) =>
    ruleChain.root ? <MdiIcon path={mdiCheck} fontSize="small" aria-label={i18next.t('rulechain.root')} /> : null,
  csv: (ruleChain: RuleChainListEntry) => ruleChain.root,
};

/** The tenant's core rule chains: the root one takes every device message and can be neither deleted nor re-rooted. */
export function ruleChainsConfig(page: RuleChainsPageActions): EntityTableConfig<RuleChainListEntry> {
  return {
    id: 'ruleChains',
    entityType: 'RULE_CHAIN',
    messages: {
      title: 'rulechain.rulechains',
      add: 'rulechain.add',
      details: 'rulechain.rulechain-details',
      deleteTitle: 'rulechain.delete-rulechain-title',
      deleteText: 'rulechain.delete-rulechain-text',
      deleteSelectedTitle: 'rulechain.delete-rulechains-title',
      deleteSelectedText: 'rulechain.delete-rulechains-text',
      noEntities: 'rulechain.no-rulechains-text',
    },
    columns: [createdTimeColumn(), textColumn('name', 'rulechain.name'), rootColumn],
    defaultSort: { property: 'createdTime', direction: 'DESC' },
    entityTitle: (ruleChain) => ruleChain.name,
    fetchPage: (link) => api.ruleChains.list(link, 'CORE'),
    fetchById: (id) => api.ruleChains.get(id),
    save: saveRuleChain,
    remove: (ruleChain) => api.ruleChains.delete(ruleChain.id.id),
    canDelete: (ruleChain) => !ruleChain.root,
    Form: RuleChainForm,
    openEntity: (ruleChain, context) => context.navigate(`/ruleChains/${ruleChain.id.id}`),
    actions: [
      {
        id: 'open',
        icon: mdiSitemap,
        label: 'rulechain.open-rulechain',
        onAction: (ruleChain, context) => context.navigate(`/ruleChains/${ruleChain.id.id}`),
      },
      {
        id: 'details',
        icon: mdiInformationOutline,
        label: 'rulechain.rulechain-details',
        onAction: (ruleChain, context) => context.navigate(`?details=${ruleChain.id.id}`),
      },
      { id: 'export', icon: mdiExport, label: 'rulechain.export', onAction: exportRuleChain },
      {
        id: 'setRoot',
        icon: mdiFlag,
        label: 'rulechain.set-root',
        isVisible: (ruleChain) => !ruleChain.root,
        onAction: page.setRoot,
      },
    ],
    detailsTabs: [eventsDetailsTab()],
    listActions: [{ id: 'import', icon: mdiFileImport, label: 'rulechain.import', onAction: page.importRuleChain }],
    exportName: 'rule_chains',
  };
}
