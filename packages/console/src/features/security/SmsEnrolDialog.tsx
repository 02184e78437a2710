import type { SmsTwoFaAccountConfig } from '@fleetdeck/model';
import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField, Typography } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../core/http/api';
import { useConfirmConfig } from './use-confirm-config';
import { confirmationCodeError, VerificationCodeField } from './VerificationCodeField';

/** E.164, as the server checks the number codes are texted to. */
const E164_PATTERN = /^\+[1-9]\d{1,14}$/;

interface SmsEnrolDialogProps {
  config: SmsTwoFaAccountConfig;
  onClose(): void;
}

/** Enrols a phone number: a code is texted to it, and typing that code back confirms it. */
export function SmsEnrolDialog({ config, onClose }: SmsEnrolDialogProps) {
  const { t } = useTranslation();
  const [phoneNumber, setPhoneNumber] = useState(config.phoneNumber);
  const [numberError, setNumberError] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const { confirm, codeError, setCodeError } = useConfirmConfig(onClose);
  const send = useMutation({
    mutationFn: (number: string) => api.twoFactor.submitConfig({ ...config, phoneNumber: number }),
    onSuccess: (_answer, number) => setSentTo(number),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!sentTo) {
      const number = phoneNumber.trim();
      const invalid = E164_PATTERN.test(number) ? null : 'admin.phone-number-pattern';
      setNumberError(invalid);
      if (!invalid) send.mutate(number);
      return;
    }
    const invalid = confirmationCodeError(code);
    setCodeError(invalid);
    if (!invalid) confirm.mutate({ config: { ...config, phoneNumber: sentTo }, code });
  };

  return (
    <Dialog open onClose={onClose} maxWidth="xs" fullWidth aria-labelledby="sms-enrol-title">
      <Box component="form" noValidate onSubmit={submit}>
        <DialogTitle id="sms-enrol-title">{t('login.provider-sms')}</DialogTitle>
        <DialogContent>
          <Typography variant="body2" sx={{ mb: 1 }}>
            {sentTo ? t('security.2fa.sms-code-sent', { phoneNumber: sentTo }) : t('security.2fa.sms-description')}
          </Typography>
          <TextField
            label={t('contact.phone')}
            type="tel"
            placeholder="+19995550123"
            value={phoneNumber}
            onChange={(event) => {
              setPhoneNumber(event.target.value);
              setNumberError(null);
            }}
            error={Boolean(numberError)}
            helperText={numberError ? t(numberError) : t('admin.phone-number-hint')}
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
