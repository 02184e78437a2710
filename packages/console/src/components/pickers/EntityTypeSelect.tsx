import { MenuItem, TextField } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { entityTypeName, type PickerEntityType } from './entity-types';
import { useAllowedEntityTypes } from './useAllowedEntityTypes';

export interface EntityTypeSelectProps<T extends PickerEntityType = PickerEntityType> {
  value: T | null;
  onChange(value: T): void;
  /** the types to offer; the signed-in user's allowed types when absent */
  allowedTypes?: readonly T[];
  /** with the default types, add the pseudo-types (current customer, tenant, user, user owner) */
  useAliasEntityTypes?: boolean;
  /** message key; entity.type when absent */
  label?: string;
  required?: boolean;
  disabled?: boolean;
  /** message key of an error reported by the surrounding form */
  error?: string;
}

/** The entity-type dropdown (max width 200 px); a required select left empty says entity.type-required. */
export function EntityTypeSelect<T extends PickerEntityType>(props: EntityTypeSelectProps<T>) {
  const { t } = useTranslation();
  const defaults = useAllowedEntityTypes(props.useAliasEntityTypes);
  const types = props.allowedTypes ?? (defaults as T[]);
  const [touched, setTouched] = useState(false);
  const error = props.error ?? (touched && props.required && !props.value ? 'entity.type-required' : null);
  return (
    <TextField
      select
      label={t(props.label ?? 'entity.type')}
      value={props.value ?? ''}
      onChange={(event) => props.onChange(event.target.value as T)}
      onBlur={() => setTouched(true)}
      required={props.required}
      disabled={props.disabled}
      error={Boolean(error)}
      helperText={error ? t(error) : undefined}
      sx={{ minWidth: 160, maxWidth: 200 }}
    >
      {types.map((type) => (
        <MenuItem key={type} value={type}>
          {t(entityTypeName(type))}
        </MenuItem>
      ))}
    </TextField>
  );
}
