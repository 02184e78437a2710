import type { SecuritySettings } from '@fleetdeck/model';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Checkbox, FormControlLabel, Typography } from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Controller, FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '../../components/editors/FormTextField';
import { api } from '../../core/http/api';
import { useIsLoading } from '../../core/http/loading-store';
import { showToast } from '../../core/notifications/toast-store';
import { SettingsCard } from './SettingsCard';
import {
  POLICY_LIMITS,
  type SecuritySettingsValues,
  securitySettingsSchema,
  securitySettingsValues,
  toSecuritySettings,
} from './security-settings-form';

type Values = SecuritySettingsValues;
const QUERY_KEY = ['securitySettings'];

/** /settings/security-settings: the password policy every password set must meet, and the lockout. */
export function SecuritySettingsPage() {
  const settings = useQuery({ queryKey: QUERY_KEY, queryFn: () => api.admin.securitySettings() });
  return settings.data ? <SecuritySettingsForm settings={settings.data} /> : null;
}

/** The form starts from the stored settings, so its checkbox is controlled from the first render. */
function SecuritySettingsForm({ settings }: { settings: SecuritySettings }) {
  const { t } = useTranslation();
  const loading = useIsLoading();
  const queryClient = useQueryClient();
  const form = useForm<Values>({
    resolver: zodResolver(securitySettingsSchema),
    defaultValues: securitySettingsValues(settings),
  });
  const save = useMutation({
    mutationFn: (values: SecuritySettings) => api.admin.saveSecuritySettings(values),
    onSuccess: (saved) => {
      queryClient.setQueryData(QUERY_KEY, saved);
      form.reset(securitySettingsValues(saved));
      showToast({ type: 'success', message: t('admin.settings-saved') });
    },
  });

  const numberField = (name: keyof Values, label: string) => (
    <FormTextField<Values> key={name} name={name} label={label} inputMode="numeric" fullWidth />
  );
  return (
    <FormProvider {...form}>
      <SettingsCard
        title="admin.security-settings"
        helpLinkId="securitySettings"
        onSubmit={form.handleSubmit((values) => save.mutate(toSecuritySettings(values)))}
        actions={
          <Button type="submit" variant="contained" disabled={loading || !form.formState.isDirty}>
            {t('action.save')}
          </Button>
        }
      >
        <Typography variant="subtitle1" component="h3">
          {t('admin.password-policy')}
        </Typography>
        <FormTextField<Values>
          name="minimumLength"
          label="admin.minimum-password-length"
          required
          inputMode="numeric"
          fullWidth
        />
        {POLICY_LIMITS.map(([name, label]) => numberField(name, label))}
        <Controller
          name="allowWhitespaces"
          control={form.control}
          render={({ field }) => (
            <FormControlLabel
              control={<Checkbox checked={field.value} onChange={(event) => field.onChange(event.target.checked)} />}
              label={t('admin.allow-whitespace')}
            />
          )}
        />
        {numberField('maxFailedLoginAttempts', 'admin.max-failed-login-attempts')}
        <FormTextField<Values>
          name="userLockoutNotificationEmail"
          label="admin.user-lockout-notification-email"
          type="email"
          fullWidth
        />
      </SettingsCard>
    </FormProvider>
  );
}
