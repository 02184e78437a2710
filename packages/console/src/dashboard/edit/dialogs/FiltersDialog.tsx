import type { DashboardConfiguration, DashboardFilter } from '@fleetdeck/model';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { putFilter, removeFilter, widgetsUsingFilter, withFilters } from './dashboard-filters';
import { FilterDialog } from './FilterDialog';
import { NamedListDialog } from './NamedListDialog';

export interface FiltersDialogProps {
  configuration: DashboardConfiguration;
  onApply(next: DashboardConfiguration): void;
  onClose(): void;
}

/** The dashboard's filters: listed, added, edited and deleted, applied together or not at all. */
export function FiltersDialog({ configuration, onApply, onClose }: FiltersDialogProps) {
  const { t } = useTranslation();
  const [filters, setFilters] = useState(configuration.filters ?? {});
  // undefined: no editor open; null: adding
  const [edited, setEdited] = useState<DashboardFilter | null | undefined>(undefined);
  const [refused, setRefused] = useState<string | null>(null);
  const remove = (filter: DashboardFilter) => {
    const widgets = widgetsUsingFilter(configuration, filter.id);
    if (widgets.length === 0) setFilters(removeFilter(filters, filter.id));
    else setRefused(t('filter.unable-delete-filter-text', { filter: filter.filter, widgetsList: widgets.join(', ') }));
  };
  return (
    <NamedListDialog<DashboardFilter>
      title={t('filter.filters')}
      maxWidth="sm"
      items={Object.values(filters)}
      itemKey={(filter) => filter.id}
      columns={[
        { header: t('filter.name'), cell: (filter) => filter.filter },
        { header: t('filter.editable'), cell: (filter) => t(filter.editable ? 'action.yes' : 'action.no') },
      ]}
      emptyText={t('filter.no-filters-found')}
      addText={t('filter.add')}
      editLabel={(filter) => t('filter.edit-named', { filter: filter.filter })}
      deleteLabel={(filter) => t('filter.delete-named', { filter: filter.filter })}
      onAdd={() => setEdited(null)}
      onEdit={(item) => setEdited(item)}
      onDelete={remove}
      refusedTitle={t('filter.unable-delete-filter-title')}
      refused={refused}
      onRefusedClose={() => setRefused(null)}
      onApply={() => onApply(withFilters(configuration, filters))}
      onClose={onClose}
    >
      {edited !== undefined && (
        <FilterDialog
          filter={edited}
          filters={filters}
          onSave={(filter) => {
            setFilters(putFilter(filters, filter));
            setEdited(undefined);
          }}
          onClose={() => setEdited(undefined)}
        />
      )}
    </NamedListDialog>
  );
}
