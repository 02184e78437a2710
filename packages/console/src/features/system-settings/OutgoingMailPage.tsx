import type { MailSettings } from '@fleetdeck/model';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Checkbox, FormControlLabel, MenuItem, Stack, TextField } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { Controller, FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PasswordField } from '../../components/chrome/PasswordField';
import { FormTextField } from '../../components/editors/FormTextField';
import { api } from '../../core/http/api';
import { useIsLoading } from '../../core/http/loading-store';
import { showToast } from '../../core/notifications/toast-store';
import { useAdminSettings } from './admin-settings-query';
import {
  type MailSettingsValues,
  mailSettingsSchema,
  mailSettingsValues,
  SMTP_PROTOCOLS,
  TLS_VERSIONS,
  toMailSettings,
} from './mail-settings-form';
import { SettingsCard } from './SettingsCard';

type Values = MailSettingsValues;

/** /settings/outgoing-mail: the SMTP server, saved, or tried first with a test mail to the administrator. */
export function OutgoingMailPage() {
  const { settings, save } = useAdminSettings<MailSettings>('mail');
  const stored = settings.data?.jsonValue;
  return stored ? (
    <OutgoingMailForm stored={stored} save={(value, onSaved) => save.mutate(value, { onSuccess: onSaved })} />
  ) : null;
}

interface OutgoingMailFormProps {
  stored: MailSettings;
  save(settings: MailSettings, onSaved: () => void): void;
}

/** The form starts from the stored settings, so its checkboxes are controlled from the first render. */
function OutgoingMailForm({ stored, save }: OutgoingMailFormProps) {
  const { t } = useTranslation();
  const loading = useIsLoading();
  const form = useForm<Values>({
    resolver: zodResolver(mailSettingsSchema),
    defaultValues: mailSettingsValues(stored),
  });
  const { control, watch } = form;
  const testMail = useMutation({
    mutationFn: (mail: MailSettings) => api.admin.sendTestMail({ key: 'mail', jsonValue: mail }),
    onSuccess: () => showToast({ type: 'success', message: t('admin.test-mail-sent') }),
  });
  const submit = (values: Values) =>
    save(toMailSettings(stored, values), () => form.reset({ ...values, changePassword: false, password: '' }));

  const enableTls = watch('enableTls');
  const changePassword = watch('changePassword');
  const checkbox = (name: 'enableTls' | 'changePassword', label: string) => (
    <Controller
      name={name}
      control={control}
      render={({ field }) => (
        <FormControlLabel
          control={<Checkbox checked={field.value} onChange={(event) => field.onChange(event.target.checked)} />}
          label={t(label)}
        />
      )}
    />
  );
  return (
    <FormProvider {...form}>
      <SettingsCard
        title="admin.outgoing-mail-settings"
        helpLinkId="outgoingMailSettings"
        onSubmit={form.handleSubmit(submit)}
        actions={
          <>
            <Button
              variant="outlined"
              disabled={loading}
              onClick={form.handleSubmit((values) => testMail.mutate(toMailSettings(stored, values)))}
            >
              {t('admin.send-test-mail')}
            </Button>
            <Button type="submit" variant="contained" disabled={loading || !form.formState.isDirty}>
              {t('action.save')}
            </Button>
          </>
        }
      >
        <FormTextField<Values> name="mailFrom" label="admin.mail-from" required fullWidth />
        <Controller
          name="smtpProtocol"
          control={control}
          render={({ field }) => (
            <TextField select label={t('admin.smtp-protocol')} {...field} value={field.value ?? 'smtp'} fullWidth>
              {SMTP_PROTOCOLS.map((protocol) => (
                <MenuItem key={protocol} value={protocol}>
                  {protocol.toUpperCase()}
                </MenuItem>
              ))}
            </TextField>
          )}
        />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ sm: 1 }}>
          <FormTextField<Values> name="smtpHost" label="admin.smtp-host" required fullWidth />
          <FormTextField<Values> name="smtpPort" label="admin.smtp-port" required fullWidth inputMode="numeric" />
          <FormTextField<Values> name="timeout" label="admin.timeout-msec" required fullWidth inputMode="numeric" />
        </Stack>
        {checkbox('enableTls', 'admin.enable-tls')}
        {enableTls && (
          <Controller
            name="tlsVersion"
            control={control}
            render={({ field }) => (
              <TextField select label={t('admin.tls-version')} {...field} value={field.value ?? ''} fullWidth>
                {TLS_VERSIONS.map((version) => (
                  <MenuItem key={version} value={version}>
                    {version}
                  </MenuItem>
                ))}
              </TextField>
            )}
          />
        )}
        <FormTextField<Values> name="username" label="admin.username" autoComplete="off" fullWidth />
        {checkbox('changePassword', 'profile.change-password')}
        {changePassword && (
          <Controller
            name="password"
            control={control}
            render={({ field }) => (
              <PasswordField label={t('common.password')} autoComplete="new-password" fullWidth {...field} />
            )}
          />
        )}
      </SettingsCard>
    </FormProvider>
  );
}
