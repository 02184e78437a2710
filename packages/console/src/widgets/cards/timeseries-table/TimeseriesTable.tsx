import type { WidgetAction } from '@fleetdeck/model';
import { Box, Tab, Tabs } from '@mui/material';
import { useMemo, useState } from 'react';
import type { RowAction } from '../../tables/table-types';
import { actionVisible, functionContext, userStyle } from '../../tables/user-functions';
import { WidgetTable } from '../../tables/WidgetTable';
import type { WidgetProps } from '../../widget-definition';
import type { TimeseriesTableSettings } from './settings';
import { timeseriesColumns } from './timeseries-columns';
import { type TimeseriesRow, timeseriesSources } from './timeseries-rows';

/**
 * The "Timeseries table" widget: a tab per entity of the datasource (tabs show when there are several), a row per
 * timestamp newest first with each key's value, searchable, sortable and paged in the browser. Row clicks and row
 * buttons run the widget's actions for the widget's entity with the row.
 */
export function TimeseriesTable({
  config,
  data,
  latestData,
  translate,
  context,
}: WidgetProps<TimeseriesTableSettings>) {
  const settings = config.settings;
  const datasource = config.datasources?.[0];
  const functionCtx = useMemo(() => functionContext(config, context), [config, context]);
  const sources = useMemo(
    () =>
      timeseriesSources(data, latestData, {
        useEntityLabel: settings.useEntityLabel,
        hideEmptyLines: settings.hideEmptyLines,
        showMilliseconds: settings.showMilliseconds,
      }),
    [data, latestData, settings.useEntityLabel, settings.hideEmptyLines, settings.showMilliseconds],
  );
  const [tab, setTab] = useState(0);
  const current = sources[Math.min(tab, sources.length - 1)];
  const columns = timeseriesColumns({
    config,
    dataKeys: datasource?.dataKeys ?? [],
    latestDataKeys: datasource?.latestDataKeys ?? [],
    context,
    functionCtx,
    translate,
  });
  const descriptors = (sourceId: string): WidgetAction[] => context?.actions.descriptors(sourceId) ?? [];
  const cellButtons = descriptors('actionCellButton');
  // as the platform does, actions act for the widget's entity (its first) and get the row as extra data
  const run = (action: WidgetAction | undefined, row: TimeseriesRow) => {
    if (action) context?.actions.run(action, { entity: data[0]?.entity, additionalParams: row.data });
  };

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', height: '100%', minHeight: 0 }}>
      {sources.length > 1 && (
        <Tabs
          value={Math.min(tab, sources.length - 1)}
          onChange={(_, index: number) => setTab(index)}
          variant="scrollable"
        >
          {sources.map((source) => (
            <Tab key={source.key} label={source.title} sx={{ textTransform: 'none' }} />
          ))}
        </Tabs>
      )}
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <WidgetTable<TimeseriesRow>
          key={current?.key}
          columns={columns}
          rows={current?.rows ?? []}
          rowKey={(row) => String(row.ts)}
          settings={settings}
          defaultSort={settings.showTimestamp ? { column: 'ts', direction: 'desc' } : null}
          rowActions={
            cellButtons.length
              ? (row): RowAction[] =>
                  cellButtons.map((descriptor) => ({
                    descriptor,
                    visible: actionVisible(descriptor, context, functionCtx, row.data),
                  }))
              : undefined
          }
          onRowAction={run}
          onRowClick={(row) => run(descriptors('rowClick')[0], row)}
          rowStyle={
            settings.useRowStyleFunction
              ? (row) => userStyle(context, settings.rowStyleFunction, ['rowData', 'ctx'], [row.data, functionCtx])
              : undefined
          }
          actionsEnabled={context !== undefined && !context.isEdit}
          noDataText={
            config.noDataDisplayMessage ? String(config.noDataDisplayMessage) : translate('widget.no-data-found')
          }
          translate={translate}
        />
      </Box>
    </Box>
  );
}
