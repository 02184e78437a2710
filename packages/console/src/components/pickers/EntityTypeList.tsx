import { Autocomplete, Chip, TextField } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { entityTypeName, type PickerEntityType } from './entity-types';
import { useAllowedEntityTypes } from './useAllowedEntityTypes';

export interface EntityTypeListProps {
  value: readonly PickerEntityType[];
  onChange(value: PickerEntityType[]): void;
  allowedTypes?: readonly PickerEntityType[];
  useAliasEntityTypes?: boolean;
  /** message key; entity.entity-types when absent */
  label?: string;
  required?: boolean;
  disabled?: boolean;
  error?: string;
}

/** The entity-type list rule: a required list needs at least one type. */
export function entityTypeListError(value: readonly PickerEntityType[], required: boolean): string | null {
  return required && value.length === 0 ? 'entity.entity-type-list-empty' : null;
}

/** Entity types as chips, without duplicates; the unmatched text is named in the no-match message. */
export function EntityTypeList(props: EntityTypeListProps) {
  const { t } = useTranslation();
  const defaults = useAllowedEntityTypes(props.useAliasEntityTypes);
  const types = props.allowedTypes ?? defaults;
  const [text, setText] = useState('');
  const [touched, setTouched] = useState(false);
  const error = props.error ?? (touched ? entityTypeListError(props.value, props.required ?? false) : null);
  return (
    <Autocomplete<PickerEntityType, true, false, false>
      multiple
      options={types as PickerEntityType[]}
      // The caller's array as it is: a new array on each render would make the picker reset the typed text.
      value={props.value as PickerEntityType[]}
      filterSelectedOptions
      disabled={props.disabled}
      getOptionLabel={(type) => t(entityTypeName(type))}
      noOptionsText={t('entity.no-entity-types-matching', { entityType: text })}
      inputValue={text}
      onInputChange={(_event, next) => setText(next)}
      onChange={(_event, next) => props.onChange([...new Set(next)])}
      renderValue={(chosen, getItemProps) =>
        chosen.map((type, index) => {
          const { key, ...itemProps } = getItemProps({ index });
          return <Chip key={key} label={t(entityTypeName(type))} size="small" {...itemProps} />;
        })
      }
      renderInput={(params) => (
        <TextField
          {...params}
          label={t(props.label ?? 'entity.entity-types')}
          required={props.required}
          error={Boolean(error)}
          helperText={error ? t(error) : undefined}
          onBlur={() => setTouched(true)}
        />
      )}
    />
  );
}
