import type { DashboardVersionInfo } from '@fleetdeck/model';
import { Button, CircularProgress, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { JsonDiffView } from '../../../components/editors/JsonDiffView';
import { api } from '../../../core/http/api';
import { versionDocument } from './version-json';

interface VersionDiffDialogProps {
  dashboardId: string;
  /** the older version first: it is shown on the left */
  pair: [DashboardVersionInfo, DashboardVersionInfo];
  onClose(): void;
}

/** Two versions of a dashboard side by side as pretty-printed JSON, read-only, the differences marked. */
export function VersionDiffDialog({ dashboardId, pair, onClose }: VersionDiffDialogProps) {
  const { t } = useTranslation();
  const [left, right] = pair;
  const versions = useQuery({
    queryKey: ['dashboard-version-pair', dashboardId, left.id, right.id],
    queryFn: () =>
      Promise.all([api.dashboards.version(dashboardId, left.id), api.dashboards.version(dashboardId, right.id)]),
    staleTime: Number.POSITIVE_INFINITY,
  });
  const versionLabel = (version: DashboardVersionInfo) => `${t('ota-update.version')} ${version.version}`;
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xl" aria-labelledby="version-diff-title">
      <DialogTitle id="version-diff-title">
        {t('dashboard.version-diff-title', { left: left.version, right: right.version })}
      </DialogTitle>
      <DialogContent>
        {versions.data ? (
          <JsonDiffView
            left={versionDocument(versions.data[0])}
            right={versionDocument(versions.data[1])}
            leftLabel={versionLabel(left)}
            rightLabel={versionLabel(right)}
          />
        ) : (
          versions.isPending && <CircularProgress />
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('action.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
