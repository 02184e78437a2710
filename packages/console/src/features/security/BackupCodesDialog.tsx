import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { CopyButton } from '../../components/chrome/CopyButton';
import { saveBlob } from '../../components/media/save-blob';
import { backupCodesText } from './two-factor-account';

/** The new backup codes, shown this once, to copy or download. */
export function BackupCodesDialog({ codes, onClose }: { codes: string[]; onClose(): void }) {
  const { t } = useTranslation();
  const text = backupCodesText(codes);
  return (
    <Dialog open onClose={onClose} maxWidth="xs" fullWidth>
      <DialogTitle>{t('login.provider-backup-code')}</DialogTitle>
      <DialogContent>
        <Typography variant="body2" sx={{ mb: 2 }}>
          {t('security.2fa.backup-codes-description')}
        </Typography>
        <Box
          component="ul"
          data-testid="backup-codes"
          sx={{ columns: 2, listStyle: 'none', p: 0, m: 0, fontFamily: 'monospace', fontSize: 16 }}
        >
          {codes.map((code) => (
            <li key={code}>{code}</li>
          ))}
        </Box>
      </DialogContent>
      <DialogActions>
        <CopyButton text={text} />
        <Button onClick={() => saveBlob(new Blob([text], { type: 'text/plain' }), 'backup-codes.txt')}>
          {t('action.download')}
        </Button>
        <Button variant="contained" onClick={onClose}>
          {t('action.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
