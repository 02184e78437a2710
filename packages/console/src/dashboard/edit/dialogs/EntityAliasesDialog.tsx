import type { DashboardConfiguration, EntityAlias } from '@fleetdeck/model';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { filterTypeLabel } from './alias-filter';
import { EntityAliasDialog } from './EntityAliasDialog';
import { putAlias, removeAlias, widgetsUsingAlias, withEntityAliases } from './entity-aliases';
import { NamedListDialog } from './NamedListDialog';

export interface EntityAliasesDialogProps {
  configuration: DashboardConfiguration;
  onApply(next: DashboardConfiguration): void;
  onClose(): void;
}

/** The dashboard's entity aliases: listed, added, edited and deleted, applied together or not at all. */
export function EntityAliasesDialog({ configuration, onApply, onClose }: EntityAliasesDialogProps) {
  const { t } = useTranslation();
  const [aliases, setAliases] = useState(configuration.entityAliases ?? {});
  // undefined: no editor open; null: adding
  const [edited, setEdited] = useState<EntityAlias | null | undefined>(undefined);
  const [refused, setRefused] = useState<string | null>(null);
  const remove = (alias: EntityAlias) => {
    const widgets = widgetsUsingAlias(configuration, alias.id);
    if (widgets.length === 0) setAliases(removeAlias(aliases, alias.id));
    else
      setRefused(
        t('alias.unable-delete-entity-alias-text', { entityAlias: alias.alias, widgetsList: widgets.join(', ') }),
      );
  };
  return (
    <NamedListDialog<EntityAlias>
      title={t('alias.aliases')}
      maxWidth="md"
      items={Object.values(aliases)}
      itemKey={(alias) => alias.id}
      columns={[
        { header: t('alias.name'), cell: (alias) => alias.alias },
        { header: t('alias.filter-type'), cell: (alias) => t(filterTypeLabel(alias.filter.type)) },
        {
          header: t('alias.resolve-multiple'),
          cell: (alias) => t(alias.filter.resolveMultiple ? 'action.yes' : 'action.no'),
        },
      ]}
      emptyText={t('alias.no-entity-aliases')}
      addText={t('alias.add')}
      editLabel={(alias) => t('alias.edit-named', { alias: alias.alias })}
      deleteLabel={(alias) => t('alias.delete-named', { alias: alias.alias })}
      onAdd={() => setEdited(null)}
      onEdit={(item) => setEdited(item)}
      onDelete={remove}
      refusedTitle={t('alias.unable-delete-entity-alias-title')}
      refused={refused}
      onRefusedClose={() => setRefused(null)}
      onApply={() => onApply(withEntityAliases(configuration, aliases))}
      onClose={onClose}
    >
      {edited !== undefined && (
        <EntityAliasDialog
          alias={edited}
          aliases={aliases}
          onSave={(alias) => {
            setAliases(putAlias(aliases, alias));
            setEdited(undefined);
          }}
          onClose={() => setEdited(undefined)}
        />
      )}
    </NamedListDialog>
  );
}
