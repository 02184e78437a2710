import { MenuItem, Stack, TextField } from '@mui/material';
import type { ReactNode } from 'react';
import { Controller, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '../../components/editors/FormTextField';
import { SMPP_BIND_TYPES, SMPP_VERSIONS, type SmsProviderValues } from './sms-provider-form';

type Values = SmsProviderValues;

const BIND_TYPE_LABELS = {
  TX: 'admin.smpp-provider.bind-type-tx',
  TRX: 'admin.smpp-provider.bind-type-trx',
} as const;

/** The SMPP account of the SMS provider form: the SMSC, the bind, and the addressing of submitted messages. */
export function SmppFields({ password }: { password: ReactNode }) {
  const { t } = useTranslation();
  const { control } = useFormContext<Values>();
  const select = (name: 'protocolVersion' | 'bindType', label: string, options: readonly [string, string][]) => (
    <Controller
      name={name}
      control={control}
      render={({ field }) => (
        <TextField select label={t(label)} {...field} fullWidth>
          {options.map(([value, text]) => (
            <MenuItem key={value} value={value}>
              {text}
            </MenuItem>
          ))}
        </TextField>
      )}
    />
  );
  const byteField = (name: keyof Values, label: string) => (
    <FormTextField<Values> name={name} label={label} fullWidth inputMode="numeric" />
  );
  return (
    <>
      {select(
        'protocolVersion',
        'admin.smpp-provider.smpp-version',
        SMPP_VERSIONS.map((version) => [version, version]),
      )}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ sm: 1 }}>
        <FormTextField<Values> name="host" label="admin.smpp-provider.smpp-host" required fullWidth />
        <FormTextField<Values>
          name="port"
          label="admin.smpp-provider.smpp-port"
          required
          fullWidth
          inputMode="numeric"
        />
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ sm: 1 }}>
        <FormTextField<Values> name="systemId" label="admin.smpp-provider.system-id" required fullWidth />
        {password}
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ sm: 1 }}>
        <FormTextField<Values> name="systemType" label="admin.smpp-provider.system-type" fullWidth />
        {select(
          'bindType',
          'admin.smpp-provider.bind-type',
          SMPP_BIND_TYPES.map((bind) => [bind, t(BIND_TYPE_LABELS[bind])]),
        )}
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ sm: 1 }}>
        <FormTextField<Values> name="serviceType" label="admin.smpp-provider.service-type" fullWidth />
        <FormTextField<Values> name="sourceAddress" label="admin.smpp-provider.source-address" fullWidth />
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ sm: 1 }}>
        {byteField('sourceTon', 'admin.smpp-provider.source-ton')}
        {byteField('sourceNpi', 'admin.smpp-provider.source-npi')}
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ sm: 1 }}>
        {byteField('destinationTon', 'admin.smpp-provider.destination-ton')}
        {byteField('destinationNpi', 'admin.smpp-provider.destination-npi')}
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ sm: 1 }}>
        <FormTextField<Values> name="addressRange" label="admin.smpp-provider.address-range" fullWidth />
        {byteField('codingScheme', 'admin.smpp-provider.coding-scheme')}
      </Stack>
    </>
  );
}
