import { Autocomplete, TextField } from '@mui/material';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

interface TimezoneFieldProps {
  value: string;
  onChange(value: string): void;
  disabled: boolean;
}

function timezones(): string[] {
  const supported = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return supported.includes('UTC') ? supported : ['UTC', ...supported];
}

/** An IANA time zone, matched case-insensitively by name. */
export function TimezoneField({ value, onChange, disabled }: TimezoneFieldProps) {
  const { t } = useTranslation();
  const options = useMemo(timezones, []);
  return (
    <Autocomplete
      options={options}
      value={value || null}
      disabled={disabled}
      disableClearable={Boolean(value)}
      noOptionsText={t('timezone.no-timezones-matching')}
      onChange={(_event, next) => onChange(next ?? '')}
      renderInput={(params) => (
        <TextField
          {...params}
          label={t('timezone.timezone')}
          required
          error={!value}
          helperText={value ? undefined : t('timezone.timezone-required')}
        />
      )}
    />
  );
}
