import type { AuditLog } from '@fleetdeck/model';
import {
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  Typography,
} from '@mui/material';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { auditLogDetails } from './action-types';

const AuditLogJsonEditor = lazy(() =>
  import('./AuditLogJsonEditor').then((module) => ({ default: module.AuditLogJsonEditor })),
);

interface AuditLogDetailsDialogProps {
  entry: AuditLog | null;
  onClose(): void;
}

/** An audit entry's action data as indented JSON and, for a failed action, its failure details; read only. */
export function AuditLogDetailsDialog({ entry, onClose }: AuditLogDetailsDialogProps) {
  const { t } = useTranslation();
  const details = entry ? auditLogDetails(entry) : null;
  return (
    <Dialog open={entry !== null} onClose={onClose} fullWidth maxWidth="md" aria-labelledby="audit-log-details-title">
      <DialogTitle id="audit-log-details-title">{t('audit-log.audit-log-details')}</DialogTitle>
      <DialogContent dividers>
        {details && (
          <Suspense fallback={<CircularProgress size={24} />}>
            <Stack spacing={2}>
              <Typography variant="subtitle2">{t('audit-log.action-data')}</Typography>
              <AuditLogJsonEditor value={details.actionData} label={t('audit-log.action-data')} language="json" />
              {details.failureDetails !== null && (
                <>
                  <Typography variant="subtitle2">{t('audit-log.failure-details')}</Typography>
                  <AuditLogJsonEditor
                    value={details.failureDetails}
                    label={t('audit-log.failure-details')}
                    language="text"
                  />
                </>
              )}
            </Stack>
          </Suspense>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('action.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
