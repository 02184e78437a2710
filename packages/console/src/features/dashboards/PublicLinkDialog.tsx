import { mdiContentCopy } from '@mdi/js';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  IconButton,
  InputAdornment,
  TextField,
  Tooltip,
} from '@mui/material';
import { useTranslation } from 'react-i18next';
import { MdiIcon } from '../../components/icons/MdiIcon';
import { reportError } from '../../core/http/report-error';
import { showToast } from '../../core/notifications/toast-store';

interface PublicLinkDialogProps {
  /** the link; null while closed */
  link: string | null;
  title: string;
  onClose(): void;
}

/** Shows the link of a public dashboard with a button that copies it. */
export function PublicLinkDialog({ link, title, onClose }: PublicLinkDialogProps) {
  const { t } = useTranslation();
  const copy = () => {
    if (!link) return;
    navigator.clipboard
      .writeText(link)
      .then(() => showToast({ type: 'success', message: t('dashboard.public-link-copied') }))
      .catch(reportError);
  };
  return (
    <Dialog open={link !== null} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="public-link-title">
      <DialogTitle id="public-link-title">{t('dashboard.public-dashboard-title', { title })}</DialogTitle>
      <DialogContent dividers>
        <DialogContentText sx={{ mb: 2 }}>{t('dashboard.public-dashboard-text')}</DialogContentText>
        <TextField
          fullWidth
          label={t('dashboard.public-link')}
          value={link ?? ''}
          slotProps={{
            htmlInput: { readOnly: true, 'data-testid': 'public-link' },
            input: {
              endAdornment: (
                <InputAdornment position="end">
                  <Tooltip title={t('dashboard.copy-public-link')}>
                    <IconButton aria-label={t('dashboard.copy-public-link')} onClick={copy} edge="end">
                      <MdiIcon path={mdiContentCopy} fontSize="small" />
                    </IconButton>
                  </Tooltip>
                </InputAdornment>
              ),
            },
          }}
        />
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onClose}>
          {t('action.ok')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
