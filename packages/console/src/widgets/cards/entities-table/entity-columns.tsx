import dayjs from 'dayjs';
import { formatCellValue, keyFormat } from '../../tables/cell-value';
import type { TableColumn } from '../../tables/table-types';
import { userContent, userStyle } from '../../tables/user-functions';
import { titleFromPattern } from '../../title-pattern';
import type { DataKey, WidgetConfig } from '../../widget-config';
import type { WidgetContext } from '../../widget-context';
import type { EntityRow } from './entity-rows';
import type { EntitiesTableKeySettings, EntitiesTableSettings } from './settings';

/** Entity fields that hold a time: the table prints them as a date and time, in a column 120px wide. */
const TIME_FIELDS = new Set(['createdTime']);

function formatTime(value: unknown): string {
  const ts = Number(value);
  return value === undefined || value === null || value === '' || Number.isNaN(ts)
    ? ''
    : dayjs(ts).format('YYYY-MM-DD HH:mm:ss');
}

interface ColumnsInput {
  config: WidgetConfig<EntitiesTableSettings>;
  dataKeys: DataKey[];
  context: WidgetContext | undefined;
  /** the `ctx` argument of the user's functions */
  functionCtx: Record<string, unknown>;
  translate(key: string): string;
}

/** The table's columns: the entity columns the settings ask for, then one per data key. */
export function entityColumns({
  config,
  dataKeys,
  context,
  functionCtx,
  translate,
}: ColumnsInput): TableColumn<EntityRow>[] {
  const settings = config.settings;
  const columns: TableColumn<EntityRow>[] = [];
  const entityColumn = (id: 'entityName' | 'entityLabel' | 'entityType', title: string): TableColumn<EntityRow> => ({
    id,
    title,
    sortable: true,
    selectable: true,
    sortValue: (row) => row[id],
    searchText: (row) => row[id],
    render: (row) => row[id],
  });
  if (settings.displayEntityName)
    columns.push(entityColumn('entityName', settings.entityNameColumnTitle || translate('widget.entity-name')));
  if (settings.displayEntityLabel)
    columns.push(entityColumn('entityLabel', settings.entityLabelColumnTitle || translate('widget.entity-label')));
  if (settings.displayEntityType) columns.push(entityColumn('entityType', translate('widget.entity-type')));

  dataKeys.forEach((dataKey, index) => {
    const keySettings = dataKey.settings as EntitiesTableKeySettings;
    const { decimals, units } = keyFormat(dataKey, config);
    const isTime = dataKey.type === 'entityField' && TIME_FIELDS.has(dataKey.name);
    const formatted = (row: EntityRow) =>
      isTime ? formatTime(row.values[index]) : formatCellValue(row.values[index], decimals, units);
    const width = keySettings.columnWidth && keySettings.columnWidth !== '0px' ? keySettings.columnWidth : undefined;
    const args = (row: EntityRow) => [row.values[index] ?? '', row.data, functionCtx];
    columns.push({
      id: `key${index}`,
      // a label may name a message (`{i18n:key}`)
      title: titleFromPattern(dataKey.label, undefined, translate),
      width: width ?? (isTime ? '120px' : undefined),
      // post-processed values are computed in the browser, so the platform does not sort by them
      sortable: !dataKey.usePostProcessing,
      selectable: keySettings.columnSelectionToDisplay !== 'disabled',
      hiddenByDefault: keySettings.defaultColumnVisibility === 'hidden',
      sortValue: (row) => row.values[index],
      searchText: formatted,
      render: (row) =>
        keySettings.useCellContentFunction ? (
          <span
            // sanitised by userContent: the user's HTML without scripts or event handlers
            // biome-ignore lint/security/noDangerouslySetInnerHtml: the content function answers HTML by design
            dangerouslySetInnerHTML={{
              __html: userContent(context, keySettings.cellContentFunction, ['value', 'entity', 'ctx'], args(row)),
            }}
          />
        ) : (
          formatted(row)
        ),
      cellStyle: keySettings.useCellStyleFunction
        ? (row) => userStyle(context, keySettings.cellStyleFunction, ['value', 'entity', 'ctx'], args(row))
        : undefined,
    });
  });
  return columns;
}
