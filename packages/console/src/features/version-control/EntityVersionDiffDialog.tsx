import type { EntityId, EntityVersion } from '@fleetdeck/model';
import { Button, CircularProgress, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { JsonDiffView } from '../../components/editors/JsonDiffView';
import { api } from '../../core/http/api';
import { stableJson } from '../dashboards/versions/version-json';

interface EntityVersionDiffDialogProps {
  entityId: EntityId;
  version: EntityVersion;
  onClose(): void;
}

/** The entity as the version holds it (left) beside the entity as it is now (right), read-only. */
export function EntityVersionDiffDialog({ entityId, version, onClose }: EntityVersionDiffDialogProps) {
  const { t } = useTranslation();
  const diff = useQuery({
    queryKey: ['vc-diff', entityId.entityType, entityId.id, version.id],
    queryFn: () => api.versionControl.diff(entityId.entityType, entityId.id, version.id),
    staleTime: 0,
  });
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xl" aria-labelledby="vc-diff-title">
      <DialogTitle id="vc-diff-title">{t('version-control.diff-title', { name: version.name })}</DialogTitle>
      <DialogContent>
        {diff.data ? (
          <JsonDiffView
            left={stableJson(diff.data.otherVersion.entity)}
            right={stableJson(diff.data.currentVersion.entity)}
            leftLabel={version.name}
            rightLabel={t('version-control.current-version')}
          />
        ) : (
          diff.isPending && <CircularProgress />
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('action.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
