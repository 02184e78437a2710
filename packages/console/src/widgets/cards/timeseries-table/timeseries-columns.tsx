import { formatCellValue } from '../../tables/cell-value';
import type { TableColumn } from '../../tables/table-types';
import { userContent, userStyle } from '../../tables/user-functions';
import { titleFromPattern } from '../../title-pattern';
import type { DataKey, WidgetConfig } from '../../widget-config';
import type { WidgetContext } from '../../widget-context';
import type { TimeseriesTableKeySettings, TimeseriesTableSettings } from './settings';
import type { TimeseriesRow } from './timeseries-rows';

interface ColumnsInput {
  config: WidgetConfig<TimeseriesTableSettings>;
  dataKeys: DataKey[];
  latestDataKeys: DataKey[];
  context: WidgetContext | undefined;
  /** the `ctx` argument of the user's functions */
  functionCtx: Record<string, unknown>;
  translate(key: string): string;
}

/** The table's columns: the timestamp when shown, a column per time-series key, then each shown latest key. */
export function timeseriesColumns(input: ColumnsInput): TableColumn<TimeseriesRow>[] {
  const { config, dataKeys, latestDataKeys, context, functionCtx, translate } = input;
  const columns: TableColumn<TimeseriesRow>[] = [];
  if (config.settings.showTimestamp) {
    columns.push({
      id: 'ts',
      title: translate('widget.timestamp'),
      sortable: true,
      selectable: false,
      sortValue: (row) => row.ts,
      searchText: (row) => row.formattedTs,
      render: (row) => row.formattedTs,
    });
  }
  const keyColumn = (dataKey: DataKey, id: string, valueIndex: number): TableColumn<TimeseriesRow> => {
    const settings = dataKey.settings as TimeseriesTableKeySettings;
    // the platform's table prints a key's decimals, else the widget's, else the value as it came
    const decimals = dataKey.decimals ?? config.decimals ?? undefined;
    const units = (dataKey.units ?? config.units) || undefined;
    const formatted = (row: TimeseriesRow) => formatCellValue(row.values[valueIndex], decimals, units);
    const args = (row: TimeseriesRow) => [row.values[valueIndex] ?? '', row.data, functionCtx];
    return {
      id,
      // a label may name a message (`{i18n:key}`)
      title: titleFromPattern(dataKey.label, undefined, translate),
      sortable: true,
      selectable: false,
      sortValue: (row) => row.values[valueIndex],
      searchText: formatted,
      render: (row) =>
        settings.useCellContentFunction ? (
          <span
            // sanitised by userContent: the user's HTML without scripts or event handlers
            // biome-ignore lint/security/noDangerouslySetInnerHtml: the content function answers HTML by design
            dangerouslySetInnerHTML={{
              __html: userContent(context, settings.cellContentFunction, ['value', 'rowData', 'ctx'], args(row)),
            }}
          />
        ) : (
          formatted(row)
        ),
      cellStyle: settings.useCellStyleFunction
        ? (row) => userStyle(context, settings.cellStyleFunction, ['value', 'rowData', 'ctx'], args(row))
        : undefined,
    };
  };
  dataKeys.forEach((dataKey, index) => {
    columns.push(keyColumn(dataKey, `key${index}`, index));
  });
  latestDataKeys.forEach((dataKey, index) => {
    if (dataKey.settings?.show !== false) columns.push(keyColumn(dataKey, `latest${index}`, dataKeys.length + index));
  });
  return columns;
}
