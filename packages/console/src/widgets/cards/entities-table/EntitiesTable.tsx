import type { WidgetAction } from '@fleetdeck/model';
import { useMemo } from 'react';
import type { RowAction } from '../../tables/table-types';
import { parseSortOrder } from '../../tables/table-view';
import { actionVisible, functionContext, userStyle } from '../../tables/user-functions';
import { WidgetTable } from '../../tables/WidgetTable';
import { titleFromPattern } from '../../title-pattern';
import type { WidgetProps } from '../../widget-definition';
import { entityColumns } from './entity-columns';
import { type EntityRow, entityRows, entitySortColumn } from './entity-rows';
import type { EntitiesTableSettings } from './settings';

/**
 * The "Entities table" widget (and the device admin table): a row per entity of its datasource with the latest
 * value of each data key, searchable, sortable and paged in the browser. Row clicks and row buttons run the
 * widget's actions for the row's entity through the dashboard.
 */
export function EntitiesTable({ config, data, entities, translate, context }: WidgetProps<EntitiesTableSettings>) {
  const settings = config.settings;
  const datasource = config.datasources?.[0];
  const dataKeys = datasource?.dataKeys ?? [];
  const functionCtx = useMemo(() => functionContext(config, context), [config, context]);
  const rows = useMemo(() => entityRows(data, dataKeys, translate, entities), [data, dataKeys, translate, entities]);
  const columns = entityColumns({ config, dataKeys, context, functionCtx, translate });
  const actionsEnabled = context !== undefined && !context.isEdit;
  const descriptors = (sourceId: string): WidgetAction[] => context?.actions.descriptors(sourceId) ?? [];
  const cellButtons = descriptors('actionCellButton');

  const run = (action: WidgetAction | undefined, row: EntityRow) => {
    if (!action || !context) return;
    context.actions.run(action, { entity: row.entity, additionalParams: { entity: row.data } });
  };
  // The table's title stands in for the widget's header title, so the widget's showTitle hides it.
  const title =
    config.showTitle === false
      ? undefined
      : titleFromPattern(
          settings.entitiesTitle || translate('widget.entities'),
          data[0]?.datasource ?? entities?.[0]?.datasource ?? datasource,
          translate,
        );

  return (
    <WidgetTable<EntityRow>
      title={title}
      headerActions={descriptors('headerButton')}
      onHeaderAction={(action) => context?.actions.run(action, { entity: data[0]?.entity ?? entities?.[0]?.entity })}
      columns={columns}
      rows={rows}
      rowKey={(row) => row.key}
      settings={settings}
      defaultSort={parseSortOrder(settings.defaultSortOrder, (name) => entitySortColumn(name, dataKeys))}
      rowActions={
        cellButtons.length
          ? (row): RowAction[] =>
              cellButtons.map((descriptor) => ({
                descriptor,
                visible: actionVisible(descriptor, context, functionCtx, row.data),
              }))
          : undefined
      }
      onRowAction={(action, row) => run(action, row)}
      onRowClick={(row) => run(descriptors('rowClick')[0], row)}
      onRowDoubleClick={(row) => run(descriptors('rowDoubleClick')[0], row)}
      rowStyle={
        settings.useRowStyleFunction
          ? (row) => userStyle(context, settings.rowStyleFunction, ['entity', 'ctx'], [row.data, functionCtx])
          : undefined
      }
      actionsEnabled={actionsEnabled}
      noDataText={
        config.noDataDisplayMessage ? String(config.noDataDisplayMessage) : translate('widget.no-entities-found')
      }
      translate={translate}
    />
  );
}
