import { RELATION_TYPES } from '@fleetdeck/model';
import { Autocomplete, TextField } from '@mui/material';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_FREE_TEXT_LENGTH } from './entity-types';

export interface RelationTypeAutocompleteProps {
  value: string | null;
  onChange(value: string | null): void;
  /** message key; relation.relation-type when absent */
  label?: string;
  required?: boolean;
  disabled?: boolean;
  error?: string;
}

/** A relation type is required when the field is, and at most 255 characters long. */
export function relationTypeError(value: string | null, required: boolean): string | null {
  const text = value?.trim() ?? '';
  if (required && !text) return 'relation.relation-type-required';
  if (text.length > MAX_FREE_TEXT_LENGTH) return 'relation.relation-type-max-length';
  return null;
}

/** Predefined types that start with the text, case-insensitively. */
export function matchingRelationTypes(text: string): string[] {
  const prefix = text.trim().toLowerCase();
  return RELATION_TYPES.filter((type) => type.toLowerCase().startsWith(prefix));
}

/** A relation type: Contains, Manages or free text; it makes no server calls. */
export function RelationTypeAutocomplete(props: RelationTypeAutocompleteProps) {
  const { value, onChange, required = false } = props;
  const { t } = useTranslation();
  const [text, setText] = useState(value ?? '');
  const [touched, setTouched] = useState(false);
  // A value set from outside (a form reset) replaces the text.
  useEffect(() => {
    setText((current) => ((current.trim() ? current : null) === value ? current : (value ?? '')));
  }, [value]);
  const error = props.error ?? (touched ? relationTypeError(value, required) : null);
  return (
    <Autocomplete<string, false, false, true>
      freeSolo
      options={[...RELATION_TYPES]}
      value={value}
      inputValue={text}
      disabled={props.disabled}
      filterOptions={() => matchingRelationTypes(text)}
      onInputChange={(_event, next) => {
        setText(next);
        onChange(next.trim() ? next : null);
      }}
      onChange={(_event, next) => onChange(next?.trim() ? next : null)}
      renderInput={(params) => (
        <TextField
          {...params}
          label={t(props.label ?? 'relation.relation-type')}
          required={required}
          error={Boolean(error)}
          helperText={error ? t(error) : undefined}
          onBlur={() => setTouched(true)}
        />
      )}
    />
  );
}
