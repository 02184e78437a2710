import type { EntityId } from '@fleetdeck/model';
import { mdiChartLine, mdiDelete } from '@mdi/js';
import { Box } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../components/dialogs/ConfirmDialog';
import { api } from '../../core/http/api';
import { useIsLoading } from '../../core/http/loading-store';
import { useLatestTelemetry } from '../../core/telemetry/live-hooks';
import { KeyValuePagination } from '../../entities/KeyValuePagination';
import { KeyValueTable } from './KeyValueTable';
import { KeyValueToolbar } from './KeyValueToolbar';
import type { KeyValueRow } from './key-value-rows';
import { LiveError } from './LiveError';
import { useKeyValueTable } from './useKeyValueTable';

// The chart brings echarts and the date pickers: loaded only when a chart is asked for (DESIGN.md).
const TelemetryChartDialog = lazy(() =>
  import('./chart/TelemetryChartDialog').then((module) => ({ default: module.TelemetryChartDialog })),
);

/**
 * The Latest telemetry tab: the newest value of every timeseries key, updated live without a reload; selected keys
 * can be deleted or shown on a chart.
 */
export function LatestTelemetryTab({ entityId, entityName }: { entityId: EntityId; entityName: string }) {
  const { t } = useTranslation();
  const loading = useIsLoading();
  const live = useLatestTelemetry(entityId);
  const rows = useMemo<KeyValueRow[]>(
    () => [...live.values.values()].map((value) => ({ key: value.key, lastUpdateTs: value.ts, value: value.value })),
    [live.values],
  );
  const table = useKeyValueTable(rows);
  const [deleting, setDeleting] = useState<string[] | null>(null);
  const [charted, setCharted] = useState<string[] | null>(null);
  const remove = useMutation({
    mutationFn: (keys: string[]) => api.telemetry.deleteTimeseries(entityId, keys, { deleteAllDataForKeys: true }),
    onSettled: () => {
      setDeleting(null);
      table.clearSelection();
      live.reload();
    },
  });
  const selectedKeys = [...table.selected];

  return (
    <Box>
      <KeyValueToolbar
        title={t('attribute.latest-telemetry')}
        disabled={loading}
        selectionText={
          selectedKeys.length > 0 ? t('attribute.selected-telemetry', { count: selectedKeys.length }) : null
        }
        selectionActions={[
          { label: t('attribute.show-on-chart'), icon: mdiChartLine, onClick: () => setCharted(selectedKeys) },
          { label: t('action.delete'), icon: mdiDelete, onClick: () => setDeleting(selectedKeys) },
        ]}
        actions={[]}
        textSearch={table.textSearch}
        onTextSearch={table.setTextSearch}
        onRefresh={live.reload}
      />
      <LiveError error={live.error} />
      <KeyValueTable
        rows={table.view.rows}
        sortOrder={table.sortOrder}
        selected={table.selected}
        noRows="attribute.no-telemetry-text"
        onSort={table.setSort}
        onToggle={table.toggle}
        onToggleAll={table.toggleAll}
      />
      <KeyValuePagination
        total={table.view.total}
        page={table.view.page}
        pageSize={table.pageSize}
        onPage={table.setPage}
        onPageSize={table.setPageSize}
      />
      <ConfirmDialog
        open={deleting !== null}
        busy={remove.isPending}
        title={t('attribute.delete-telemetry-title', { count: deleting?.length ?? 0 })}
        message={t('attribute.delete-telemetry-text')}
        okLabel={t('action.delete')}
        onCancel={() => setDeleting(null)}
        onConfirm={() => deleting && remove.mutate(deleting)}
      />
      {charted && (
        <Suspense fallback={null}>
          <TelemetryChartDialog
            entityId={entityId}
            entityName={entityName}
            keys={charted}
            onClose={() => setCharted(null)}
          />
        </Suspense>
      )}
    </Box>
  );
}
