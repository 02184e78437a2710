import type { RuleChainType } from '@fleetdeck/model';
import {
  mdiCheck,
  mdiExport,
  mdiFileImport,
  mdiFlag,
  mdiInformationOutline,
  mdiLinkVariant,
  mdiLinkVariantOff,
  mdiSitemap,
} from '@mdi/js';
import i18next from 'i18next';
import { MdiIcon } from '../../components/icons/MdiIcon';
import { api } from '../../core/http/api';
import { createdTimeColumn, textColumn } from '../../entities/columns';
import type { EntityAction, EntityColumn, EntityContext, EntityTableConfig } from '../../entities/entity-config';
import { eventsDetailsTab } from '../events/events-tab';
import { exportRuleChain } from './export-rule-chain';
import { RuleChainForm } from './RuleChainForm';
import type { RuleChainConfirmation } from './rule-chain-confirmations';
import {
  type RuleChainListEntry,
  ruleChainDescription,
  ruleChainsListPath,
  withAutoAssignFlags,
} from './rule-chain-entry';

/** What the page opens for the list's actions; the dialogs live in the page. */
export interface RuleChainsPageActions {
  importRuleChain(context: EntityContext): void;
  confirm(action: RuleChainConfirmation, ruleChain: RuleChainListEntry, context: EntityContext): void;
}

/** A new chain is of the list's type; an edited one keeps its nodes, root flag and type. */
async function saveRuleChain(type: RuleChainType, draft: Partial<RuleChainListEntry>): Promise<RuleChainListEntry> {
  if (!draft.id) {
    return api.ruleChains.save({
      name: draft.name ?? '',
      type,
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

/** A column showing a check mark where the flag holds. */
export function flagColumn(
  key: string,
  title: string,
  holds: (ruleChain: RuleChainListEntry) => boolean,
): EntityColumn<RuleChainListEntry> {
  return {
    key,
    title,
    width: 110,
    render: (ruleChain) =>
      holds(ruleChain) ? <MdiIcon path={mdiCheck} fontSize="small" aria-label={i18next.t(title)} /> : null,
    csv: (ruleChain) => holds(ruleChain),
  };
}

/** Opens the chain in the editor below its list. */
export function openRuleChainAction(type: RuleChainType): EntityAction<RuleChainListEntry> {
  return {
    id: 'open',
    icon: mdiSitemap,
    label: 'rulechain.open-rulechain',
    onAction: (ruleChain, context) => context.navigate(`${ruleChainsListPath(type)}/${ruleChain.id.id}`),
  };
}

function confirmAction(
  page: RuleChainsPageActions,
  action: RuleChainConfirmation,
  icon: string,
  label: string,
  isVisible: (ruleChain: RuleChainListEntry) => boolean,
): EntityAction<RuleChainListEntry> {
  return {
    id: action,
    icon,
    label,
    isVisible,
    onAction: (ruleChain, context) => page.confirm(action, ruleChain, context),
  };
}

/**
 * The root chain of the CORE list takes every device message; the root of the EDGE list ("rule chain templates") is
 * the one new edges start with. Neither can be deleted nor re-rooted; a template root is not auto-assigned either,
 * since every new edge gets it anyway.
 */
function typeSpecifics(type: RuleChainType, page: RuleChainsPageActions) {
  if (type === 'CORE') {
    return {
      id: 'ruleChains',
      title: 'rulechain.rulechains',
      columns: [flagColumn('root', 'rulechain.root', (ruleChain) => ruleChain.root)],
      fetchPage: (link: Parameters<typeof api.ruleChains.list>[0]) => api.ruleChains.list(link, 'CORE'),
      actions: [confirmAction(page, 'setRoot', mdiFlag, 'rulechain.set-root', (ruleChain) => !ruleChain.root)],
    };
  }
  const notRoot = (ruleChain: RuleChainListEntry) => !ruleChain.root;
  return {
    id: 'edgeRuleChains',
    title: 'edge.rulechain-templates',
    columns: [
      flagColumn('root', 'rulechain.edge-template-root', (ruleChain) => ruleChain.root),
      flagColumn(
        'autoAssignToEdge',
        'rulechain.auto-assign-to-edge',
        (ruleChain) => ruleChain.autoAssignToEdge === true,
      ),
    ],
    fetchPage: async (link: Parameters<typeof api.ruleChains.list>[0]) => {
      const [page, autoAssigned] = await Promise.all([
        api.ruleChains.list(link, 'EDGE'),
        api.ruleChains.autoAssignToEdgeRuleChains(),
      ]);
      return { ...page, data: withAutoAssignFlags(page.data, autoAssigned) };
    },
    actions: [
      confirmAction(page, 'setEdgeTemplateRoot', mdiFlag, 'rulechain.set-edge-template-root-rulechain', notRoot),
      confirmAction(
        page,
        'setAutoAssignToEdge',
        mdiLinkVariant,
        'rulechain.set-auto-assign-to-edge',
        (ruleChain) => notRoot(ruleChain) && !ruleChain.autoAssignToEdge,
      ),
      confirmAction(
        page,
        'unsetAutoAssignToEdge',
        mdiLinkVariantOff,
        'rulechain.unset-auto-assign-to-edge',
        (ruleChain) => notRoot(ruleChain) && ruleChain.autoAssignToEdge === true,
      ),
    ],
  };
}

/** The tenant's rule chains of a type: CORE chains under /ruleChains, EDGE chains (templates) under /edgeManagement. */
export function ruleChainsConfig(
  page: RuleChainsPageActions,
  type: RuleChainType = 'CORE',
): EntityTableConfig<RuleChainListEntry> {
  const specifics = typeSpecifics(type, page);
  const open = openRuleChainAction(type);
  return {
    id: specifics.id,
    entityType: 'RULE_CHAIN',
    messages: {
      title: specifics.title,
      add: 'rulechain.add',
      details: 'rulechain.rulechain-details',
      deleteTitle: 'rulechain.delete-rulechain-title',
      deleteText: 'rulechain.delete-rulechain-text',
      deleteSelectedTitle: 'rulechain.delete-rulechains-title',
      deleteSelectedText: 'rulechain.delete-rulechains-text',
      noEntities: 'rulechain.no-rulechains-text',
    },
    columns: [createdTimeColumn(), textColumn('name', 'rulechain.name'), ...specifics.columns],
    defaultSort: { property: 'createdTime', direction: 'DESC' },
    entityTitle: (ruleChain) => ruleChain.name,
    fetchPage: specifics.fetchPage,
    fetchById: (id) => api.ruleChains.get(id),
    save: (draft) => saveRuleChain(type, draft),
    remove: (ruleChain) => api.ruleChains.delete(ruleChain.id.id),
    canDelete: (ruleChain) => !ruleChain.root,
    Form: RuleChainForm,
    openEntity: open.onAction,
    actions: [
      open,
      {
        id: 'details',
        icon: mdiInformationOutline,
        label: 'rulechain.rulechain-details',
        onAction: (ruleChain, context) => context.navigate(`?details=${ruleChain.id.id}`),
      },
      { id: 'export', icon: mdiExport, label: 'rulechain.export', onAction: exportRuleChain },
      ...specifics.actions,
    ],
    detailsTabs: [eventsDetailsTab()],
    listActions: [{ id: 'import', icon: mdiFileImport, label: 'rulechain.import', onAction: page.importRuleChain }],
    exportName: type === 'EDGE' ? 'edge_rule_chains' : 'rule_chains',
  };
}
