import type { PlatformTwoFaSettings } from '@fleetdeck/model';
import { zodResolver } from '@hookform/resolvers/zod';
import { Box, Button, Checkbox, FormControlLabel, Typography } from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Controller, FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '../../components/editors/FormTextField';
import { api } from '../../core/http/api';
import { useIsLoading } from '../../core/http/loading-store';
import { showToast } from '../../core/notifications/toast-store';
import { SettingsCard } from './SettingsCard';
import {
  type TwoFaSettingsValues,
  toTwoFaSettings,
  twoFaSettingsSchema,
  twoFaSettingsValues,
} from './two-factor-settings-form';

type Values = TwoFaSettingsValues;
const QUERY_KEY = ['twoFaSettings'];

/** Each provider's switch, with its options shown while it is on. */
const PROVIDERS = [
  {
    enabled: 'totpEnabled',
    label: 'login.provider-totp',
    options: [{ name: 'issuerName', label: 'admin.2fa.issuer-name', numeric: false }],
  },
  {
    enabled: 'smsEnabled',
    label: 'login.provider-sms',
    options: [
      { name: 'smsVerificationMessageTemplate', label: 'admin.2fa.verification-message-template', numeric: false },
      { name: 'smsCodeLifetime', label: 'admin.2fa.verification-code-lifetime', numeric: true },
    ],
  },
  {
    enabled: 'emailEnabled',
    label: 'login.email',
    options: [{ name: 'emailCodeLifetime', label: 'admin.2fa.verification-code-lifetime', numeric: true }],
  },
  {
    enabled: 'backupCodeEnabled',
    label: 'login.provider-backup-code',
    options: [{ name: 'codesQuantity', label: 'admin.2fa.number-of-codes', numeric: true }],
  },
] as const;

/** /settings/2fa: the ways to verify the platform offers, and the limits of the sign-in step. */
export function TwoFactorSettingsPage() {
  const settings = useQuery({ queryKey: QUERY_KEY, queryFn: () => api.twoFactor.settings() });
  return settings.isSuccess ? <TwoFactorSettingsForm settings={settings.data} /> : null;
}

function TwoFactorSettingsForm({ settings }: { settings: PlatformTwoFaSettings | null }) {
  const { t } = useTranslation();
  const loading = useIsLoading();
  const queryClient = useQueryClient();
  const form = useForm<Values>({
    resolver: zodResolver(twoFaSettingsSchema),
    defaultValues: twoFaSettingsValues(settings),
  });
  const save = useMutation({
    mutationFn: (values: PlatformTwoFaSettings) => api.twoFactor.saveSettings(values),
    onSuccess: (saved) => {
      queryClient.setQueryData(QUERY_KEY, saved);
      form.reset(twoFaSettingsValues(saved));
      showToast({ type: 'success', message: t('admin.settings-saved') });
    },
  });
  const enabled = form.watch(['totpEnabled', 'smsEnabled', 'emailEnabled', 'backupCodeEnabled']);

  return (
    <FormProvider {...form}>
      <SettingsCard
        title="admin.2fa.2fa"
        helpLinkId="twoFactorAuthentication"
        onSubmit={form.handleSubmit((values) => save.mutate(toTwoFaSettings(values)))}
        actions={
          <Button type="submit" variant="contained" disabled={loading || !form.formState.isDirty}>
            {t('action.save')}
          </Button>
        }
      >
        <Typography variant="subtitle1" component="h3">
          {t('admin.2fa.available-providers')}
        </Typography>
        {PROVIDERS.map((provider, index) => (
          <Box key={provider.enabled} sx={{ mb: 1 }}>
            <Controller
              name={provider.enabled}
              control={form.control}
              render={({ field }) => (
                <FormControlLabel
                  control={
                    <Checkbox checked={field.value} onChange={(event) => field.onChange(event.target.checked)} />
                  }
                  label={t(provider.label)}
                />
              )}
            />
            {enabled[index] &&
              provider.options.map((option) => (
                <FormTextField<Values>
                  key={option.name}
                  name={option.name}
                  label={option.label}
                  required
                  inputMode={option.numeric ? 'numeric' : 'text'}
                  fullWidth
                />
              ))}
          </Box>
        ))}
        <Typography variant="subtitle1" component="h3" sx={{ mt: 2 }}>
          {t('admin.2fa.verification-limitations')}
        </Typography>
        <FormTextField<Values>
          name="minVerificationCodeSendPeriod"
          label="admin.2fa.min-verification-code-send-period"
          required
          inputMode="numeric"
          fullWidth
        />
        <FormTextField<Values>
          name="verificationCodeCheckRateLimit"
          label="admin.2fa.verification-code-check-rate-limit"
          fullWidth
        />
        <FormTextField<Values>
          name="maxVerificationFailuresBeforeUserLockout"
          label="admin.2fa.max-verification-failures"
          inputMode="numeric"
          fullWidth
        />
        <FormTextField<Values>
          name="totalAllowedTimeForVerification"
          label="admin.2fa.total-allowed-time"
          required
          inputMode="numeric"
          fullWidth
        />
      </SettingsCard>
    </FormProvider>
  );
}
