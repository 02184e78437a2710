import type { SmsProviderConfiguration } from '@fleetdeck/model';
import { SMS_PROVIDER_TYPES } from '@fleetdeck/model';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, MenuItem, TextField } from '@mui/material';
import { useState } from 'react';
import { Controller, FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PasswordField } from '../../components/chrome/PasswordField';
import { FormTextField } from '../../components/editors/FormTextField';
import { useIsLoading } from '../../core/http/loading-store';
import { SettingsCard } from './SettingsCard';
import { SmppFields } from './SmppFields';
import {
  type SmsProviderValues,
  smsProviderSchema,
  smsProviderValues,
  toSmsProviderConfiguration,
} from './sms-provider-form';
import { useSmsProviderSettings } from './sms-provider-query';
import { TestSmsDialog } from './TestSmsDialog';

type Values = SmsProviderValues;

const TYPE_LABELS = {
  AWS_SNS: 'admin.sms-provider-type-aws-sns',
  TWILIO: 'admin.sms-provider-type-twilio',
  SMPP: 'admin.sms-provider-type-smpp',
} as const;

/** /settings/sms-provider: the provider the platform texts through (two-factor codes, the SMS rule node), and its test. */
export function SmsProviderPage() {
  const { settings, save } = useSmsProviderSettings();
  if (settings.data === undefined) return null;
  return (
    <SmsProviderForm stored={settings.data} save={(value, onSaved) => save.mutate(value, { onSuccess: onSaved })} />
  );
}

interface SmsProviderFormProps {
  stored: SmsProviderConfiguration | null;
  save(config: SmsProviderConfiguration, onSaved: () => void): void;
}

function SmsProviderForm({ stored, save }: SmsProviderFormProps) {
  const { t } = useTranslation();
  const loading = useIsLoading();
  const [testing, setTesting] = useState<SmsProviderConfiguration | null>(null);
  const form = useForm<Values>({ resolver: zodResolver(smsProviderSchema), defaultValues: smsProviderValues(stored) });
  const type = form.watch('type');
  const secret = (name: 'secretAccessKey' | 'accountToken' | 'password', label: string) => (
    <Controller
      name={name}
      control={form.control}
      render={({ field, fieldState }) => (
        <PasswordField
          label={t(label)}
          autoComplete="new-password"
          required
          fullWidth
          error={!!fieldState.error}
          helperText={fieldState.error?.message ? t(fieldState.error.message) : undefined}
          {...field}
        />
      )}
    />
  );
  return (
    <FormProvider {...form}>
      <SettingsCard
        title="admin.sms-provider-settings"
        helpLinkId="smsProviderSettings"
        onSubmit={form.handleSubmit((values) => save(toSmsProviderConfiguration(values), () => form.reset(values)))}
        actions={
          <>
            <Button
              variant="outlined"
              disabled={loading}
              onClick={form.handleSubmit((values) => setTesting(toSmsProviderConfiguration(values)))}
            >
              {t('admin.send-test-sms')}
            </Button>
            <Button type="submit" variant="contained" disabled={loading || !form.formState.isDirty}>
              {t('action.save')}
            </Button>
          </>
        }
      >
        <Controller
          name="type"
          control={form.control}
          render={({ field }) => (
            <TextField select label={t('admin.sms-provider-type')} {...field} fullWidth required>
              {SMS_PROVIDER_TYPES.map((provider) => (
                <MenuItem key={provider} value={provider}>
                  {t(TYPE_LABELS[provider])}
                </MenuItem>
              ))}
            </TextField>
          )}
        />
        {type === 'AWS_SNS' && (
          <>
            <FormTextField<Values> name="accessKeyId" label="admin.aws-access-key-id" required fullWidth />
            {secret('secretAccessKey', 'admin.aws-secret-access-key')}
            <FormTextField<Values> name="region" label="admin.aws-region" required fullWidth />
          </>
        )}
        {type === 'TWILIO' && (
          <>
            <FormTextField<Values>
              name="numberFrom"
              label="admin.number-from"
              required
              fullWidth
              helperText={t('admin.phone-number-hint')}
            />
            <FormTextField<Values> name="accountSid" label="admin.twilio-account-sid" required fullWidth />
            {secret('accountToken', 'admin.twilio-account-token')}
          </>
        )}
        {type === 'SMPP' && <SmppFields password={secret('password', 'common.password')} />}
      </SettingsCard>
      {testing && <TestSmsDialog config={testing} onClose={() => setTesting(null)} />}
    </FormProvider>
  );
}
