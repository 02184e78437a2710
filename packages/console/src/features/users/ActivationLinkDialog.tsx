import { mdiContentCopy } from '@mdi/js';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  IconButton,
  Stack,
  Tooltip,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MdiIcon } from '../../components/icons/MdiIcon';

/** Shows a user's activation link with a copy button that confirms for 1.5 s. */
export function ActivationLinkDialog({ link, onClose }: { link: string | null; onClose(): void }) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    if (!link) return;
    await navigator.clipboard.writeText(link);
    setCopied(true);
    setTimeout(() => setCopied(false), 1500);
  };
  return (
    <Dialog open={link !== null} onClose={onClose} maxWidth="md" aria-labelledby="activation-link-title">
      <DialogTitle id="activation-link-title">{t('user.activation-link')}</DialogTitle>
      <DialogContent>
        <DialogContentText>{t('user.activation-link-text')}</DialogContentText>
        <Stack direction="row" sx={{ alignItems: 'center', mt: 1 }}>
          <Typography
            component="a"
            href={link ?? undefined}
            target="_blank"
            rel="noopener noreferrer"
            sx={{ wordBreak: 'break-all', flex: 1 }}
            data-testid="activation-link"
          >
            {link}
          </Typography>
          <Tooltip title={t(copied ? 'action.copied' : 'action.copy')}>
            <IconButton onClick={copy} aria-label={t('action.copy')}>
              <MdiIcon path={mdiContentCopy} />
            </IconButton>
          </Tooltip>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} variant="contained">
          {t('action.ok')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
