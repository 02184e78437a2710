import type { DeviceCredentialsType } from '@fleetdeck/model';
import { mdiAutorenew } from '@mdi/js';
import { Box, IconButton, InputAdornment, MenuItem, TextField, Tooltip } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { PasswordField } from '../../../components/chrome/PasswordField';
import { MdiIcon } from '../../../components/icons/MdiIcon';
import {
  type CredentialsProblems,
  type CredentialsValues,
  generateAccessToken,
  LWM2M_SECURITY_MODES,
} from './credentials-values';

interface CredentialsFieldsProps {
  value: CredentialsValues;
  onChange(value: CredentialsValues): void;
  /** the types the device profile's transport accepts */
  allowedTypes: readonly DeviceCredentialsType[];
  disabled: boolean;
  /** shown once the user tried to save */
  problems: CredentialsProblems;
}

export function credentialsTypeLabel(type: DeviceCredentialsType): string {
  return `device.credentials-type-value.${type.toLowerCase().replaceAll('_', '-')}`;
}

/** The credentials of one device: type, then the token, certificate, MQTT basic or LwM2M fields of that type. */
export function CredentialsFields({ value, onChange, allowedTypes, disabled, problems }: CredentialsFieldsProps) {
  const { t } = useTranslation();
  const set = (patch: Partial<CredentialsValues>) => onChange({ ...value, ...patch });
  const field = (name: keyof CredentialsValues, label: string, extra: Record<string, unknown> = {}) => (
    <TextField
      label={t(label)}
      value={value[name]}
      disabled={disabled}
      error={Boolean(problems[name])}
      helperText={problems[name] ? t(problems[name]) : undefined}
      onChange={(event) => set({ [name]: event.target.value })}
      {...extra}
    />
  );
  return (
    <Box>
      <TextField
        select
        label={t('device.credentials-type')}
        value={value.credentialsType}
        disabled={disabled}
        onChange={(event) => {
          const credentialsType = event.target.value as DeviceCredentialsType;
          set({
            credentialsType,
            accessToken:
              credentialsType === 'ACCESS_TOKEN' && !value.accessToken ? generateAccessToken() : value.accessToken,
          });
        }}
      >
        {allowedTypes.map((type) => (
          <MenuItem key={type} value={type}>
            {t(credentialsTypeLabel(type))}
          </MenuItem>
        ))}
      </TextField>
      {value.credentialsType === 'ACCESS_TOKEN' &&
        field('accessToken', 'device.access-token', {
          required: true,
          slotProps: {
            input: {
              endAdornment: !disabled && (
                <InputAdornment position="end">
                  <Tooltip title={t('device.generate-access-token')}>
                    <IconButton
                      size="small"
                      aria-label={t('device.generate-access-token')}
                      onClick={() => set({ accessToken: generateAccessToken() })}
                    >
                      <MdiIcon path={mdiAutorenew} fontSize="small" />
                    </IconButton>
                  </Tooltip>
                </InputAdornment>
              ),
            },
          },
        })}
      {value.credentialsType === 'X509_CERTIFICATE' &&
        field('certificate', 'device.rsa-key', {
          required: true,
          multiline: true,
          minRows: 6,
          placeholder: '-----BEGIN CERTIFICATE-----',
          slotProps: { htmlInput: { spellCheck: false, style: { fontFamily: 'monospace' } } },
        })}
      {value.credentialsType === 'MQTT_BASIC' && (
        <>
          {field('clientId', 'device.client-id')}
          {field('userName', 'device.user-name')}
          <PasswordField
            label={t('device.password')}
            value={value.password}
            disabled={disabled}
            autoComplete="new-password"
            error={Boolean(problems.password)}
            helperText={problems.password ? t(problems.password) : undefined}
            onChange={(event) => set({ password: event.target.value })}
          />
        </>
      )}
      {value.credentialsType === 'LWM2M_CREDENTIALS' && (
        <>
          <TextField
            select
            label={t('device.lwm2m-security-config.mode')}
            value={value.lwm2mMode}
            disabled={disabled}
            onChange={(event) => set({ lwm2mMode: event.target.value as CredentialsValues['lwm2mMode'] })}
          >
            {LWM2M_SECURITY_MODES.map((mode) => (
              <MenuItem key={mode} value={mode}>
                {mode}
              </MenuItem>
            ))}
          </TextField>
          {field('lwm2mEndpoint', 'device.lwm2m-security-config.endpoint', { required: true })}
          {value.lwm2mMode === 'PSK' &&
            field('lwm2mIdentity', 'device.lwm2m-security-config.identity', { required: true })}
          {(value.lwm2mMode === 'PSK' || value.lwm2mMode === 'RPK') &&
            field('lwm2mKey', 'device.lwm2m-security-config.client-key', { required: true })}
          {value.lwm2mMode === 'X509' &&
            field('lwm2mCert', 'device.lwm2m-security-config.client-certificate', { multiline: true, minRows: 4 })}
        </>
      )}
    </Box>
  );
}
