import type { EntityId, EntityVersion } from '@fleetdeck/model';
import { mdiBackupRestore, mdiCompareHorizontal, mdiPlus, mdiRefresh } from '@mdi/js';
import {
  Box,
  Button,
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
import { Link as RouterLink } from 'react-router';
import { ConfirmDialog } from '../../components/dialogs/ConfirmDialog';
import { MdiIcon } from '../../components/icons/MdiIcon';
import { api } from '../../core/http/api';
import { showToast } from '../../core/notifications/toast-store';
import { formatDateTime } from '../../entities/columns';
import { KeyValuePagination } from '../../entities/KeyValuePagination';
import { DEFAULT_PAGE_SIZE } from '../../entities/list-state';
import { CreateVersionDialog } from './CreateVersionDialog';
import { EntityVersionDiffDialog } from './EntityVersionDiffDialog';
import { useRepositorySettings } from './repository-settings-query';
import { untilDone } from './request-polling';

interface VersionControlTabProps {
  entityId: EntityId;
  /** the id the repository knows the entity by: its external id when it was loaded from one */
  externalId: string;
  onRestored(): void;
}

/**
 * The Version control details tab: the entity's versions on the repository's default branch, newest first; a new
 * version of it, a side-by-side comparison of a version with the entity now, and a restore.
 */
export function VersionControlTab({ entityId, externalId, onRestored }: VersionControlTabProps) {
  const { t } = useTranslation();
  const settings = useRepositorySettings();
  if (!settings.isSuccess) return null;
  if (!settings.data) {
    return (
      <Typography sx={{ py: 3, color: 'text.secondary' }}>
        {t('version-control.not-configured')}{' '}
        <RouterLink to="/settings/repository">{t('admin.repository-settings')}</RouterLink>
      </Typography>
    );
  }
  return (
    <EntityVersions
      entityId={entityId}
      externalId={externalId}
      branch={settings.data.defaultBranch ?? 'main'}
      readOnly={settings.data.readOnly}
      onRestored={onRestored}
    />
  );
}

interface EntityVersionsProps extends VersionControlTabProps {
  branch: string;
  readOnly: boolean;
}

function EntityVersions({ entityId, externalId, branch, readOnly, onRestored }: EntityVersionsProps) {
  const { t } = useTranslation();
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState(DEFAULT_PAGE_SIZE);
  const [creating, setCreating] = useState(false);
  const [comparing, setComparing] = useState<EntityVersion | null>(null);
  const [toRestore, setToRestore] = useState<EntityVersion | null>(null);

  const versions = useQuery({
    queryKey: ['vc-entity-versions', entityId.entityType, externalId, branch, page, pageSize],
    queryFn: () => api.versionControl.entityVersions(entityId.entityType, externalId, branch, { page, pageSize }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
  const create = useMutation({
    mutationFn: async (versionName: string) => {
      const requestId = await api.versionControl.createVersion({
        type: 'SINGLE_ENTITY',
        versionName,
        branch,
        entityId,
        config: { saveRelations: true, saveAttributes: true, saveCredentials: true },
      });
      const status = await untilDone(() => api.versionControl.creationStatus(requestId));
      if (status.error) throw new Error(status.error);
    },
    onSuccess: () => {
      setCreating(false);
      setPage(0);
      showToast({ type: 'success', message: t('version-control.version-created') });
    },
    onSettled: () => void versions.refetch(),
  });
  const restore = useMutation({
    mutationFn: async (version: EntityVersion) => {
      const requestId = await api.versionControl.loadVersion({
        type: 'SINGLE_ENTITY',
        versionId: version.id,
        externalEntityId: { entityType: entityId.entityType, id: externalId },
        config: { loadRelations: true, loadAttributes: true, loadCredentials: true },
      });
      const status = await untilDone(() => api.versionControl.loadStatus(requestId));
      if (status.error) throw new Error(status.error.message ?? status.error.type);
    },
    onSuccess: () => {
      showToast({ type: 'success', message: t('version-control.version-restored') });
      onRestored();
    },
    onSettled: () => setToRestore(null),
  });

  const rows = versions.data?.data ?? [];
  return (
    <Box>
      <Toolbar disableGutters sx={{ gap: 2 }}>
        <Typography variant="h6" component="h3" sx={{ flex: 1 }}>
          {t('version-control.version-control')}
        </Typography>
        {!readOnly && (
          <Button variant="outlined" startIcon={<MdiIcon path={mdiPlus} />} onClick={() => setCreating(true)}>
            {t('version-control.create-version')}
          </Button>
        )}
        <Tooltip title={t('action.refresh')}>
          <IconButton aria-label={t('action.refresh')} onClick={() => void versions.refetch()}>
            <MdiIcon path={mdiRefresh} />
          </IconButton>
        </Tooltip>
      </Toolbar>
      <Table size="small" aria-label={t('version-control.version-control')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('common.created-time')}</TableCell>
            <TableCell>{t('version-control.version-name')}</TableCell>
            <TableCell>{t('version-control.author')}</TableCell>
            <TableCell />
          </TableRow>
        </TableHead>
        <TableBody>
          {versions.isSuccess && rows.length === 0 && (
            <TableRow>
              <TableCell colSpan={4} align="center" sx={{ py: 3, color: 'text.secondary' }}>
                {t('version-control.no-versions')}
              </TableCell>
            </TableRow>
          )}
          {rows.map((version) => (
            <TableRow key={version.id} data-testid="vc-version-row">
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(version.timestamp)}</TableCell>
              <TableCell>{version.name}</TableCell>
              <TableCell>{version.author}</TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                <Tooltip title={t('version-control.compare-with-current')}>
                  <IconButton
                    size="small"
                    aria-label={t('version-control.compare-with-current')}
                    onClick={() => setComparing(version)}
                  >
                    <MdiIcon path={mdiCompareHorizontal} fontSize="small" />
                  </IconButton>
                </Tooltip>
                <Tooltip title={t('version-control.restore-version')}>
                  <IconButton
                    size="small"
                    aria-label={t('version-control.restore-version')}
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
      {creating && (
        <CreateVersionDialog
          busy={create.isPending}
          onCreate={(name) => create.mutate(name)}
          onCancel={() => setCreating(false)}
        />
      )}
      {comparing && (
        <EntityVersionDiffDialog entityId={entityId} version={comparing} onClose={() => setComparing(null)} />
      )}
      <ConfirmDialog
        open={toRestore !== null}
        busy={restore.isPending}
        title={t('version-control.restore-version')}
        message={t('version-control.restore-version-text', { name: toRestore?.name ?? '' })}
        okLabel={t('version-control.restore-version')}
        onCancel={() => setToRestore(null)}
        onConfirm={() => toRestore && restore.mutate(toRestore)}
      />
    </Box>
  );
}
