import { Autocomplete, TextField } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { entityKeys } from '../../core/queries/entity-keys';
import { MAX_FREE_TEXT_LENGTH, SUBTYPE_MESSAGES, type SubtypeEntityType } from './entity-types';
import { subtypesQuery } from './subtypes-query';
import { useSearchAsYouType } from './useSearchAsYouType';

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

/** The subtype rules: required per kind, at most 255 characters. */
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
 * An asset, device, edge or entity view type: one of the tenant's known types (read once per kind) or a new
 * one typed in.
 */
export function EntitySubtypeAutocomplete(props: EntitySubtypeAutocompleteProps) {
  const { entityType, value, onChange, required = false } = props;
  const { t } = useTranslation();
  const messages = SUBTYPE_MESSAGES[entityType];
  const queryClient = useQueryClient();
  const [text, setText] = useState(value ?? '');
  const [touched, setTouched] = useState(false);
  // A value set from outside (a form reset) replaces the text.
  useEffect(() => {
    setText((current) => ((current.trim() ? current : null) === value ? current : (value ?? '')));
  }, [value]);
  // The known types are read once (subtypesQuery); each search only filters them.
  const search = useSearchAsYouType({
    text,
    queryKey: (typed) => entityKeys(entityType).search({ subtypes: true, text: typed }),
    search: async (typed) => matchingSubtypes(await queryClient.fetchQuery(subtypesQuery(entityType)), typed),
    enabled: true,
  });
  const error = props.error ?? (touched ? subtypeError(entityType, value, required) : null);
  return (
    <Autocomplete<string, false, false, true>
      freeSolo
      options={search.results}
      value={value}
      inputValue={text}
      disabled={props.disabled}
      filterOptions={(options) => options}
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
