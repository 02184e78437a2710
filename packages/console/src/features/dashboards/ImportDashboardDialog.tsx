import type { Dashboard } from '@fleetdeck/model';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, LinearProgress } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FileInput } from '../../components/media/FileInput';
import { api } from '../../core/http/api';
import { parseDashboardFile } from './dashboard-file';

interface ImportDashboardDialogProps {
  open: boolean;
  onClose(): void;
  onImported(dashboard: Dashboard): void;
}

/** Creates a dashboard from an exported JSON file dropped or chosen; a file that is not a dashboard creates nothing. */
export function ImportDashboardDialog({ open, onClose, onImported }: ImportDashboardDialogProps) {
  const { t } = useTranslation();
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [submitted, setSubmitted] = useState(false);
  const importing = useMutation({
    mutationFn: async (chosen: File) => {
      const result = parseDashboardFile(await chosen.text());
      if (!result.ok) {
        setError(result.error);
        return null;
      }
      return api.dashboards.save(result.draft);
    },
    onSuccess: (dashboard) => {
      if (!dashboard) return;
      close();
      onImported(dashboard);
    },
  });
  const close = () => {
    setFile(null);
    setError(null);
    setSubmitted(false);
    onClose();
  };
  const submit = () => {
    setSubmitted(true);
    if (file) importing.mutate(file);
  };
  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="sm" aria-labelledby="import-dashboard-title">
      {importing.isPending && <LinearProgress />}
      <DialogTitle id="import-dashboard-title">{t('dashboard.import')}</DialogTitle>
      <DialogContent dividers>
        <FileInput
          value={file}
          onChange={(chosen) => {
            setFile(chosen);
            setError(null);
          }}
          accept=".json"
          label="dashboard.drop-file"
          requiredAsError={submitted}
          disabled={importing.isPending}
        />
        {error && (
          <Alert severity="error" sx={{ mt: 1 }} role="alert">
            {t(error)}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={close} disabled={importing.isPending}>
          {t('action.cancel')}
        </Button>
        <Button variant="contained" onClick={submit} disabled={importing.isPending}>
          {t('action.import')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
