import { Autocomplete, Chip, TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { EntityOption } from './entity-lookup';

export interface EntityChipsAutocompleteProps {
  /** the entities found for the typed text; those already chosen are left out of the offer */
  found: EntityOption[];
  loading: boolean;
  value: EntityOption[];
  onChange(value: EntityOption[]): void;
  /** the typed search text, kept by the caller, whose search follows it */
  onSearchTextChange(text: string): void;
  open: boolean;
  onOpenChange(open: boolean): void;
  /** the text shown when nothing is found */
  noOptionsText: string;
  /** message keys of the label and of an error */
  label: string;
  error?: string | null;
  required: boolean;
  disabled: boolean;
  onBlur?(): void;
}

/** Several entities chosen as chips from what a search by name finds; the search itself is the caller's. */
export function EntityChipsAutocomplete(props: EntityChipsAutocompleteProps) {
  const { t } = useTranslation();
  const chosen = new Set(props.value.map((option) => option.id.id));
  return (
    <Autocomplete<EntityOption, true, false, false>
      multiple
      options={props.found.filter((option) => !chosen.has(option.id.id))}
      value={props.value}
      open={props.open}
      onOpen={() => props.onOpenChange(true)}
      onClose={() => props.onOpenChange(false)}
      disabled={props.disabled}
      loading={props.loading}
      filterOptions={(options) => options}
      getOptionLabel={(option) => option.name}
      isOptionEqualToValue={(option, current) => option.id.id === current.id.id}
      noOptionsText={props.noOptionsText}
      onInputChange={(_event, text, reason) => {
        if (reason === 'input' || reason === 'clear') props.onSearchTextChange(text);
        if (reason === 'reset') props.onSearchTextChange('');
      }}
      onChange={(_event, options) => props.onChange(options)}
      renderValue={(options, getItemProps) =>
        options.map((option, index) => {
          const { key, ...itemProps } = getItemProps({ index });
          return <Chip key={key} label={option.name} size="small" {...itemProps} />;
        })
      }
      renderInput={(params) => (
        <TextField
          {...params}
          label={t(props.label)}
          required={props.required}
          error={Boolean(props.error)}
          helperText={props.error ? t(props.error) : undefined}
          onBlur={props.onBlur}
        />
      )}
    />
  );
}
