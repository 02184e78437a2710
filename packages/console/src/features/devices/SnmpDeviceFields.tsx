import { MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { PasswordField } from '../../components/chrome/PasswordField';
import {
  SNMP_AUTH_PROTOCOLS,
  SNMP_PRIVACY_PROTOCOLS,
  SNMP_PROTOCOL_VERSIONS,
  type SnmpDeviceProblems,
  type SnmpDeviceValues,
} from './snmp-device';

interface SnmpDeviceFieldsProps {
  value: SnmpDeviceValues;
  onChange(value: SnmpDeviceValues): void;
  disabled: boolean;
  problems: SnmpDeviceProblems;
}

/** How the platform reaches the device's SNMP agent: address, version and the version's security settings. */
export function SnmpDeviceFields({ value, onChange, disabled, problems }: SnmpDeviceFieldsProps) {
  const { t } = useTranslation();
  const set = (patch: Partial<SnmpDeviceValues>) => onChange({ ...value, ...patch });
  const field = (name: keyof SnmpDeviceValues, label: string, required = false) => (
    <TextField
      label={t(label)}
      value={value[name] ?? ''}
      required={required}
      disabled={disabled}
      error={Boolean(problems[name])}
      helperText={problems[name] ? t(problems[name]) : undefined}
      onChange={(event) => set({ [name]: event.target.value })}
    />
  );
  const select = <K extends keyof SnmpDeviceValues>(name: K, label: string, options: readonly string[]) => (
    <TextField
      select
      label={t(label)}
      value={value[name]}
      disabled={disabled}
      onChange={(event) => set({ [name]: event.target.value } as Partial<SnmpDeviceValues>)}
    >
      {options.map((option) => (
        <MenuItem key={option} value={option}>
          {option.replaceAll('_', '-')}
        </MenuItem>
      ))}
    </TextField>
  );
  return (
    <>
      <Typography variant="subtitle2" sx={{ mt: 1 }}>
        {t('device.snmp.settings')}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
        {field('host', 'device.snmp.host', true)}
        <TextField
          type="number"
          label={t('device.snmp.port')}
          value={value.port ?? ''}
          required
          disabled={disabled}
          error={Boolean(problems.port)}
          helperText={problems.port ? t(problems.port) : undefined}
          onChange={(event) => set({ port: event.target.value === '' ? null : Number(event.target.value) })}
        />
        {select('protocolVersion', 'device.snmp.protocol-version', SNMP_PROTOCOL_VERSIONS)}
      </Stack>
      {value.protocolVersion === 'V3' ? (
        <>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
            {field('username', 'device.snmp.username', true)}
            {field('securityName', 'device.snmp.security-name', true)}
            {field('contextName', 'device.snmp.context-name')}
          </Stack>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
            {select('authenticationProtocol', 'device.snmp.authentication-protocol', SNMP_AUTH_PROTOCOLS)}
            <PasswordField
              label={t('device.snmp.authentication-passphrase')}
              value={value.authenticationPassphrase}
              disabled={disabled}
              autoComplete="new-password"
              onChange={(event) => set({ authenticationPassphrase: event.target.value })}
            />
          </Stack>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
            {select('privacyProtocol', 'device.snmp.privacy-protocol', SNMP_PRIVACY_PROTOCOLS)}
            <PasswordField
              label={t('device.snmp.privacy-passphrase')}
              value={value.privacyPassphrase}
              disabled={disabled}
              autoComplete="new-password"
              onChange={(event) => set({ privacyPassphrase: event.target.value })}
            />
          </Stack>
          {field('engineId', 'device.snmp.engine-id')}
        </>
      ) : (
        field('community', 'device.snmp.community', true)
      )}
    </>
  );
}
