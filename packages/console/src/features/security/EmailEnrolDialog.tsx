import type { EmailTwoFaAccountConfig } from '@fleetdeck/model';
import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField, Typography } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../core/http/api';
import { EMAIL_PATTERN } from '../login/email';
import { useConfirmConfig } from './use-confirm-config';
import { confirmationCodeError, VerificationCodeField } from './VerificationCodeField';

interface EmailEnrolDialogProps {
  config: EmailTwoFaAccountConfig;
  onClose(): void;
}

/** Enrols an address: a code is mailed to it, and typing that code back confirms it. */
export function EmailEnrolDialog({ config, onClose }: EmailEnrolDialogProps) {
  const { t } = useTranslation();
  const [email, setEmail] = useState(config.email);
  const [emailError, setEmailError] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const { confirm, codeError, setCodeError } = useConfirmConfig(onClose);
  const send = useMutation({
    mutationFn: (address: string) => api.twoFactor.submitConfig({ ...config, email: address }),
    onSuccess: (_answer, address) => setSentTo(address),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!sentTo) {
      const invalid = EMAIL_PATTERN.test(email) ? null : 'user.invalid-email-format';
      setEmailError(invalid);
      if (!invalid) send.mutate(email);
      return;
    }
    const invalid = confirmationCodeError(code);
    setCodeError(invalid);
    if (!invalid) confirm.mutate({ config: { ...config, email: sentTo }, code });
  };

  return (
    <Dialog open onClose={onClose} maxWidth="xs" fullWidth>
      <Box component="form" noValidate onSubmit={submit}>
        <DialogTitle>{t('login.email')}</DialogTitle>
        <DialogContent>
          <Typography variant="body2" sx={{ mb: 1 }}>
            {t(sentTo ? 'security.2fa.email-code-sent' : 'security.2fa.email-description', { email: sentTo ?? '' })}
          </Typography>
          <TextField
            label={t('login.email')}
            type="email"
            value={email}
            onChange={(event) => {
              setEmail(event.target.value);
              setEmailError(null);
            }}
            error={Boolean(emailError)}
            helperText={emailError ? t(emailError) : undefined}
            disabled={Boolean(sentTo) || send.isPending}
            required
            fullWidth
            margin="dense"
          />
          {sentTo && (
            <VerificationCodeField
              value={code}
              onChange={(value) => {
                setCode(value);
                setCodeError(null);
              }}
              error={codeError}
              disabled={confirm.isPending}
            />
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('action.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={send.isPending || confirm.isPending}>
            {t(sentTo ? 'security.2fa.confirm' : 'security.2fa.send-code')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
