import type { TwoFaAccountConfig } from '@fleetdeck/model';
import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, Typography } from '@mui/material';
import QRCode from 'qrcode';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CopyButton } from '../../components/chrome/CopyButton';
import { groupedSecret, secretOfAuthUrl } from './two-factor-account';
import { useConfirmConfig } from './use-confirm-config';
import { confirmationCodeError, VerificationCodeField } from './VerificationCodeField';

interface TotpEnrolDialogProps {
  /** the generated config, whose authUrl carries the new secret */
  config: TwoFaAccountConfig & { authUrl?: string };
  onClose(): void;
}

/** Enrols an authenticator app: scan the QR code (or type the key), then confirm with a code the app shows. */
export function TotpEnrolDialog({ config, onClose }: TotpEnrolDialogProps) {
  const { t } = useTranslation();
  const authUrl = config.authUrl ?? '';
  const secret = secretOfAuthUrl(authUrl);
  const [qrCode, setQrCode] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const { confirm, codeError, setCodeError } = useConfirmConfig(onClose);

  useEffect(() => {
    let active = true;
    QRCode.toDataURL(authUrl, { margin: 1, width: 200 }).then(
      (url) => active && setQrCode(url),
      (error: unknown) => console.warn('QR code not drawn', error),
    );
    return () => {
      active = false;
    };
  }, [authUrl]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const invalid = confirmationCodeError(code);
    setCodeError(invalid);
    if (!invalid) confirm.mutate({ config, code });
  };

  return (
    <Dialog open onClose={onClose} maxWidth="xs" fullWidth>
      <Box component="form" noValidate onSubmit={submit}>
        <DialogTitle>{t('login.provider-totp')}</DialogTitle>
        <DialogContent>
          <Typography variant="body2" sx={{ mb: 1 }}>
            {t('security.2fa.scan-qr-code')}
          </Typography>
          <Box sx={{ display: 'flex', justifyContent: 'center', minHeight: 200 }}>
            {qrCode && <img src={qrCode} width={200} height={200} alt={t('security.2fa.qr-code')} />}
          </Box>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            {t('security.2fa.secret-key')}
          </Typography>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
            <Typography component="code" data-testid="totp-secret" sx={{ fontFamily: 'monospace', fontSize: 16 }}>
              {groupedSecret(secret)}
            </Typography>
            <CopyButton text={secret} />
          </Box>
          <Typography variant="body2" sx={{ mt: 2 }}>
            {t('security.2fa.enter-app-code')}
          </Typography>
          <VerificationCodeField
            value={code}
            onChange={(value) => {
              setCode(value);
              setCodeError(null);
            }}
            error={codeError}
            disabled={confirm.isPending}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('action.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={confirm.isPending}>
            {t('security.2fa.confirm')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
