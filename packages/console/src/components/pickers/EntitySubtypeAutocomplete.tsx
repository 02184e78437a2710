import { Autocomplete, TextField } from '@mui/material';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_FREE_TEXT_LENGTH, SUBTYPE_MESSAGES, type SubtypeEntityType } from './entity-types';
import { useEntitySubtypes } from './subtype-cache';
import { useDebouncedValue } from './useDebouncedValue';

export interface EntitySubtypeAutocompleteProps {
  entityType: SubtypeEntityType;
  value: string | null;
  onChange(value: string | null): void;
  /** message key; the kind's type label when absent */
  label?: string;
  required?: boolean;
  disabled?: boolean;
  /** message key of an error reported by the surrounding form */
  error?: string;
  onBlur?(): void;
}

/** The subtype rules of seed 002 §5: required per kind, at most 255 characters. */
export function subtypeError(entityType: SubtypeEntityType, value: string | null, required: boolean): string | null {
  const text = value?.trim() ?? '';
  if (required && !text) return SUBTYPE_MESSAGES[entityType].required;
  if (text.length > MAX_FREE_TEXT_LENGTH) return SUBTYPE_MESSAGES[entityType].maxLength;
  return null;
}

/** Known types whose names start with the text, case-insensitively. */
export function matchingSubtypes(subtypes: readonly string[], text: string): string[] {
  const prefix = text.trim().toLowerCase();
  return subtypes.filter((subtype) => subtype.toLowerCase().startsWith(prefix));
}

/**
 * An asset, device, edge or entity view type: one of the tenant's known types (cached per kind, seed 001 §4) or a new
 * one typed in.
 */
export function EntitySubtypeAutocomplete(props: EntitySubtypeAutocompleteProps) {
  const { entityType, value, onChange, required = false } = props;
  const { t } = useTranslation();
  const messages = SUBTYPE_MESSAGES[entityType];
  const subtypes = useEntitySubtypes(entityType);
  const [text, setText] = useState(value ?? '');
  const [touched, setTouched] = useState(false);
  // A value set from outside (a form reset) replaces the text.
  useEffect(() => {
    setText((current) => ((current.trim() ? current : null) === value ? current : (value ?? '')));
  }, [value]);
  const filter = useDebouncedValue(text);
  const error = props.error ?? (touched ? subtypeError(entityType, value, required) : null);
  return (
    <Autocomplete<string, false, false, true>
      freeSolo
      options={subtypes}
      value={value}
      inputValue={text}
      disabled={props.disabled}
      filterOptions={(options) => matchingSubtypes(options, filter)}
      noOptionsText={t(messages.noMatch, { entitySubtype: text })}
      onInputChange={(_event, next) => {
        setText(next);
        onChange(next.trim() ? next : null);
      }}
      onChange={(_event, next) => onChange(next?.trim() ? next : null)}
      renderInput={(params) => (
        <TextField
          {...params}
          label={t(props.label ?? messages.type)}
          required={required}
          error={Boolean(error)}
          helperText={error ? t(error) : undefined}
          onBlur={() => {
            setTouched(true);
            props.onBlur?.();
          }}
        />
      )}
    />
  );
}
