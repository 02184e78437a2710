import { Autocomplete, TextField } from '@mui/material';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { findTimezone, matchTimezones, timezoneNames, timezoneOffset } from './timezones';

interface TimezoneSelectProps {
  /** an IANA name, or null for the browser's time */
  value: string | null;
  onChange(value: string | null): void;
  disabled?: boolean;
}

/**
 * The timezone picker: IANA names matched ignoring case, a no-match message with the typed text, and on
 * close without a value the browser's time.
 */
export function TimezoneSelect({ value, onChange, disabled }: TimezoneSelectProps) {
  const { t } = useTranslation();
  const names = useMemo(() => timezoneNames(), []);
  const [text, setText] = useState(value ?? '');
  return (
    <Autocomplete
      options={names}
      value={value}
      inputValue={text}
      disabled={disabled}
      autoHighlight
      filterOptions={(options, state) => matchTimezones(options, state.inputValue)}
      getOptionLabel={(name) => name}
      renderOption={({ key, ...props }, name) => (
        <li key={key} {...props}>
          {name} ({timezoneOffset(name)})
        </li>
      )}
      noOptionsText={t('timezone.no-timezones-matching', { timezone: text })}
      onInputChange={(_event, next) => setText(next)}
      onChange={(_event, next) => {
        onChange(next);
        setText(next ?? '');
      }}
      onBlur={() => {
        // Typed text naming a zone in another case still selects it; anything else falls back to browser time.
        const found = findTimezone(names, text);
        onChange(found);
        setText(found ?? '');
      }}
      renderInput={(params) => (
        <TextField {...params} label={t('timezone.timezone')} placeholder={t('timezone.browser-time')} />
      )}
    />
  );
}
