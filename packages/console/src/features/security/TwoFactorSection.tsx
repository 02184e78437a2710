import type {
  AccountTwoFaSettings,
  EmailTwoFaAccountConfig,
  SmsTwoFaAccountConfig,
  TwoFaAccountConfig,
  TwoFaProviderType,
} from '@fleetdeck/model';
import { Box, Button, Card, CardContent, Chip, Stack, Typography } from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../core/http/api';
import { BackupCodesDialog } from './BackupCodesDialog';
import { EmailEnrolDialog } from './EmailEnrolDialog';
import { SmsEnrolDialog } from './SmsEnrolDialog';
import { TotpEnrolDialog } from './TotpEnrolDialog';
import { configOf, ENROLLABLE, hasOtherThanBackupCodes, PROVIDER_NAMES } from './two-factor-account';
import { ACCOUNT_SETTINGS_KEY } from './use-confirm-config';

type Enrolment =
  | { kind: 'TOTP'; config: TwoFaAccountConfig }
  | { kind: 'EMAIL'; config: EmailTwoFaAccountConfig }
  | { kind: 'SMS'; config: SmsTwoFaAccountConfig }
  | { kind: 'BACKUP_CODE'; codes: string[] };

/** The account's ways to verify a sign-in, among those the platform offers: enable, make default, disable. */
export function TwoFactorSection() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const offered = useQuery({ queryKey: ['twoFaProviders'], queryFn: () => api.twoFactor.enabledProviders() });
  const account = useQuery({ queryKey: ACCOUNT_SETTINGS_KEY, queryFn: () => api.twoFactor.accountSettings() });
  const [enrolment, setEnrolment] = useState<Enrolment | null>(null);
  const saved = (settings: AccountTwoFaSettings) => queryClient.setQueryData(ACCOUNT_SETTINGS_KEY, settings);

  const enable = useMutation({
    mutationFn: async (type: TwoFaProviderType): Promise<Enrolment> => {
      const config = await api.twoFactor.generateConfig(type);
      if (config.providerType === 'EMAIL') return { kind: 'EMAIL', config };
      if (config.providerType === 'SMS') return { kind: 'SMS', config };
      if (config.providerType !== 'BACKUP_CODE') return { kind: 'TOTP', config };
      // Backup codes are saved at once: they were shown, which is all their confirmation.
      saved(await api.twoFactor.verifyAndSaveConfig(config, ''));
      return { kind: 'BACKUP_CODE', codes: config.codes ?? [] };
    },
    onSuccess: setEnrolment,
  });
  const makeDefault = useMutation({
    mutationFn: (type: TwoFaProviderType) => api.twoFactor.updateConfig(type, true),
    onSuccess: saved,
  });
  const disable = useMutation({
    mutationFn: (type: TwoFaProviderType) => api.twoFactor.deleteConfig(type),
    onSuccess: saved,
  });
  const busy = enable.isPending || makeDefault.isPending || disable.isPending;

  if (!offered.data || account.isPending) return null;
  const providers = ENROLLABLE.filter((type) => offered.data.includes(type));
  return (
    <Card sx={{ mt: 2 }}>
      <CardContent>
        <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
          {t('admin.2fa.2fa')}
        </Typography>
        {providers.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            {t('security.2fa.none-offered')}
          </Typography>
        ) : (
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {t('security.2fa.description')}
          </Typography>
        )}
        {providers.map((type) => {
          const config = configOf(account.data, type);
          const needsOther = type === 'BACKUP_CODE' && !hasOtherThanBackupCodes(account.data);
          return (
            <Stack
              key={type}
              direction="row"
              data-testid={`two-fa-${type}`}
              sx={{ alignItems: 'center', gap: 1, py: 1, borderTop: 1, borderColor: 'divider', flexWrap: 'wrap' }}
            >
              <Box sx={{ flex: 1, minWidth: 200 }}>
                <Typography>{t(PROVIDER_NAMES[type] ?? '')}</Typography>
                <Typography variant="body2" color="text.secondary">
                  {config
                    ? config.providerType === 'BACKUP_CODE'
                      ? t('security.2fa.codes-left', { count: config.codesLeft ?? 0 })
                      : config.providerType === 'EMAIL'
                        ? config.email
                        : config.providerType === 'SMS'
                          ? config.phoneNumber
                          : t('security.2fa.enabled')
                    : needsOther
                      ? t('security.2fa.backup-codes-need-provider')
                      : t('security.2fa.not-enabled')}
                </Typography>
              </Box>
              {config?.useByDefault && <Chip size="small" color="primary" label={t('security.2fa.default')} />}
              {config && !config.useByDefault && type !== 'BACKUP_CODE' && (
                <Button size="small" disabled={busy} onClick={() => makeDefault.mutate(type)}>
                  {t('security.2fa.use-by-default')}
                </Button>
              )}
              {type === 'BACKUP_CODE' && config && (
                <Button size="small" disabled={busy} onClick={() => enable.mutate(type)}>
                  {t('security.2fa.get-new-codes')}
                </Button>
              )}
              {config ? (
                <Button size="small" color="error" disabled={busy} onClick={() => disable.mutate(type)}>
                  {t('security.2fa.disable')}
                </Button>
              ) : (
                <Button
                  size="small"
                  variant="outlined"
                  disabled={busy || needsOther}
                  onClick={() => enable.mutate(type)}
                >
                  {t('security.2fa.enable')}
                </Button>
              )}
            </Stack>
          );
        })}
      </CardContent>
      {enrolment?.kind === 'TOTP' && <TotpEnrolDialog config={enrolment.config} onClose={() => setEnrolment(null)} />}
      {enrolment?.kind === 'EMAIL' && <EmailEnrolDialog config={enrolment.config} onClose={() => setEnrolment(null)} />}
      {enrolment?.kind === 'SMS' && <SmsEnrolDialog config={enrolment.config} onClose={() => setEnrolment(null)} />}
      {enrolment?.kind === 'BACKUP_CODE' && (
        <BackupCodesDialog codes={enrolment.codes} onClose={() => setEnrolment(null)} />
      )}
    </Card>
  );
}
