import type { DashboardVersionInfo } from '@fleetdeck/model';
import { mdiBackupRestore, mdiCompareHorizontal, mdiRefresh } from '@mdi/js';
import {
  Box,
  Button,
  Checkbox,
  IconButton,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Toolbar,
  Tooltip,
  Typography,
} from '@mui/material';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/dialogs/ConfirmDialog';
import { MdiIcon } from '../../../components/icons/MdiIcon';
import { api } from '../../../core/http/api';
import { reportGoneError } from '../../../core/http/report-gone-error';
import { formatDateTime } from '../../../entities/columns';
import { KeyValuePagination } from '../../../entities/KeyValuePagination';
import { DEFAULT_PAGE_SIZE } from '../../../entities/list-state';
import { VersionDiffDialog } from './VersionDiffDialog';
import { comparedPair } from './version-json';

const NEWEST_FIRST = { property: 'version', direction: 'DESC' as const };

interface VersionHistoryTabProps {
  dashboardId: string;
  /** after a restore: the details and the list show the restored dashboard */
  onRestored(): void;
}

/**
 * The Version history details tab of a dashboard: its saved versions, newest first, with who saved each and when;
 * two chosen versions open side by side, and any version can be restored after confirmation.
 */
export function VersionHistoryTab({ dashboardId, onRestored }: VersionHistoryTabProps) {
  const { t } = useTranslation();
  const [chosen, setChosen] = useState<DashboardVersionInfo[]>([]);
  const [comparing, setComparing] = useState(false);
  const [toRestore, setToRestore] = useState<DashboardVersionInfo | null>(null);
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState(DEFAULT_PAGE_SIZE);

  const versions = useQuery({
    queryKey: ['dashboard-versions', dashboardId, page, pageSize],
    queryFn: () => api.dashboards.versions(dashboardId, { page, pageSize, sortOrder: NEWEST_FIRST }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
  const restore = useMutation({
    mutationFn: (version: DashboardVersionInfo) => api.dashboards.restoreVersion(dashboardId, version.id),
    // A version the tenant profile's limit dropped meanwhile answers 404 with a message worth showing.
    meta: { suppressErrors: true },
    onError: reportGoneError,
    onSuccess: () => {
      setChosen([]);
      // the restored version is the newest: it heads the first page
      setPage(0);
      onRestored();
    },
    onSettled: () => {
      setToRestore(null);
      void versions.refetch();
    },
  });

  const pair = comparedPair(chosen);
  const toggle = (version: DashboardVersionInfo) =>
    setChosen((current) =>
      current.some((one) => one.id === version.id)
        ? current.filter((one) => one.id !== version.id)
        : [...current, version].slice(-2),
    );
  const rows = versions.data?.data ?? [];
  return (
    <Box>
      <Toolbar disableGutters sx={{ gap: 2 }}>
        <Typography variant="h6" component="h3" sx={{ flex: 1 }}>
          {t('dashboard.version-history')}
        </Typography>
        <Tooltip title={pair ? '' : t('dashboard.compare-versions-hint')}>
          <span>
            <Button
              variant="outlined"
              startIcon={<MdiIcon path={mdiCompareHorizontal} />}
              disabled={!pair}
              onClick={() => setComparing(true)}
            >
              {t('dashboard.compare-versions')}
            </Button>
          </span>
        </Tooltip>
        <Tooltip title={t('action.refresh')}>
          <IconButton aria-label={t('action.refresh')} onClick={() => void versions.refetch()}>
            <MdiIcon path={mdiRefresh} />
          </IconButton>
        </Tooltip>
      </Toolbar>
      <Table size="small" aria-label={t('dashboard.version-history')}>
        <TableHead>
          <TableRow>
            <TableCell padding="checkbox" />
            <TableCell>{t('ota-update.version')}</TableCell>
            <TableCell>{t('common.created-time')}</TableCell>
            <TableCell>{t('entity.type-user')}</TableCell>
            <TableCell>{t('dashboard.title')}</TableCell>
            <TableCell />
          </TableRow>
        </TableHead>
        <TableBody>
          {versions.isSuccess && rows.length === 0 && (
            <TableRow>
              <TableCell colSpan={6} align="center" sx={{ py: 3, color: 'text.secondary' }}>
                {t('dashboard.no-versions-text')}
              </TableCell>
            </TableRow>
          )}
          {rows.map((version) => (
            <TableRow key={version.id} data-testid="version-row">
              <TableCell padding="checkbox">
                <Checkbox
                  checked={chosen.some((one) => one.id === version.id)}
                  onChange={() => toggle(version)}
                  slotProps={{ input: { 'aria-label': t('dashboard.select-version', { version: version.version }) } }}
                />
              </TableCell>
              <TableCell>{version.version}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(version.createdTime)}</TableCell>
              <TableCell>{version.userName}</TableCell>
              <TableCell>{version.title}</TableCell>
              <TableCell align="right">
                <Tooltip title={t('dashboard.restore-version')}>
                  <IconButton
                    size="small"
                    aria-label={t('dashboard.restore-version')}
                    onClick={() => setToRestore(version)}
                  >
                    <MdiIcon path={mdiBackupRestore} fontSize="small" />
                  </IconButton>
                </Tooltip>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <KeyValuePagination
        total={versions.data?.totalElements ?? 0}
        page={page}
        pageSize={pageSize}
        onPage={setPage}
        onPageSize={(size) => {
          setPageSize(size);
          setPage(0);
        }}
      />
      {comparing && pair && (
        <VersionDiffDialog dashboardId={dashboardId} pair={pair} onClose={() => setComparing(false)} />
      )}
      <ConfirmDialog
        open={toRestore !== null}
        busy={restore.isPending}
        title={t('dashboard.restore-version-title', { version: toRestore?.version ?? '' })}
        message={t('dashboard.restore-version-text', { version: toRestore?.version ?? '' })}
        okLabel={t('dashboard.restore-version')}
        onCancel={() => setToRestore(null)}
        onConfirm={() => toRestore && restore.mutate(toRestore)}
      />
    </Box>
  );
}
