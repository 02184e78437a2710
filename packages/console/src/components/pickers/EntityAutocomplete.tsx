import type { EntityId, EntityType } from '@fleetdeck/model';
import { Autocomplete, CircularProgress, TextField } from '@mui/material';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { entityKeys } from '../../core/queries/entity-keys';
import { type EntityOption, findEntitiesByName, loadEntity } from './entity-lookup';
import { AUTOCOMPLETE_LIMIT, entityTypeMessages } from './entity-types';
import { useOnChange } from './useOnChange';
import { useSearchAsYouType } from './useSearchAsYouType';

export interface EntityAutocompleteProps {
  entityType: EntityType | null;
  /** narrows the search to one asset, device, edge or entity view type */
  subtype?: string | null;
  value: EntityId | null;
  onChange(value: EntityId | null, entity: EntityOption | null): void;
  /** message key; the entity type's name when absent */
  label?: string;
  required?: boolean;
  /** message key of a required message other than the type's own (e.g. customer.default-customer-required) */
  requiredMessage?: string;
  disabled?: boolean;
  /** message key of an error reported by the surrounding form; shown instead of the picker's own */
  error?: string;
  /** entities not to offer, by id */
  excludeIds?: readonly string[];
  onBlur?(): void;
}

/** The required rule: the type's own message when a required picker is left empty. */
export function entityAutocompleteError(
  entityType: EntityType | null,
  value: EntityId | null,
  required: boolean,
  requiredMessage?: string,
): string | null {
  if (!required || value) return null;
  return requiredMessage ?? entityTypeMessages(entityType).required;
}

/** The search key of a picker of a kind; a picker without a kind searches nothing. */
export function entitySearchKey(entityType: EntityType | null, params: Record<string, unknown>) {
  return entityType ? entityKeys(entityType).search(params) : ['entities', 'none'];
}

/**
 * The single-entity picker: searches entities of one kind by name (limit 50, 150 ms debounce), clears
 * when the kind changes, and when the subtype changes to one the chosen entity does not have.
 */
export function EntityAutocomplete(props: EntityAutocompleteProps) {
  const { entityType, subtype, value, onChange, required = false, disabled } = props;
  const { t } = useTranslation();
  const messages = entityTypeMessages(entityType);
  const [selected, setSelected] = useState<EntityOption | null>(null);
  const [inputText, setInputText] = useState('');
  const [searchText, setSearchText] = useState('');
  const [open, setOpen] = useState(false);
  const [touched, setTouched] = useState(false);

  useOnChange(entityType, () => {
    if (value) onChange(null, null);
    setSelected(null);
    setInputText('');
    setSearchText('');
  });
  useOnChange(subtype ?? null, () => {
    if (selected && subtype && selected.type !== subtype) {
      onChange(null, null);
      setSelected(null);
      setInputText('');
    }
  });

  // The value may arrive as a bare id (a saved form); read its name, or reset it when it cannot be read.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new value id needs the entity read again.
  useEffect(() => {
    if (!value) {
      setSelected(null);
      setInputText('');
      return;
    }
    if (selected?.id.id === value.id) return;
    let cancelled = false;
    void loadEntity(value).then((entity) => {
      if (cancelled) return;
      if (entity) {
        setSelected(entity);
        setInputText(entity.name);
      } else {
        onChange(null, null);
      }
    });
    return () => {
      cancelled = true;
    };
  }, [value?.id, value?.entityType]);

  const search = useSearchAsYouType({
    text: searchText,
    queryKey: (text) => entitySearchKey(entityType, { subtype: subtype ?? null, text }),
    search: (text) =>
      entityType ? findEntitiesByName(entityType, text, { subtype, limit: AUTOCOMPLETE_LIMIT }) : Promise.resolve([]),
    enabled: open && entityType !== null,
  });
  const excluded = new Set(props.excludeIds ?? []);
  const found = search.results.filter((option) => !excluded.has(option.id.id));

  const ownError = touched ? entityAutocompleteError(entityType, value, required, props.requiredMessage) : null;
  const error = props.error ?? ownError;

  return (
    <Autocomplete<EntityOption, false, false, false>
      options={found}
      value={selected}
      inputValue={inputText}
      open={open}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
      disabled={disabled || entityType === null}
      loading={search.loading}
      filterOptions={(options) => options}
      getOptionLabel={(option) => option.name}
      isOptionEqualToValue={(option, current) => option.id.id === current.id.id}
      noOptionsText={t(messages.noMatch, { entity: searchText })}
      loadingText={<CircularProgress size={20} />}
      onInputChange={(_event, text, reason) => {
        setInputText(text);
        if (reason === 'input') setSearchText(text);
        if (reason === 'clear') setSearchText('');
      }}
      onChange={(_event, option) => {
        setSelected(option);
        setSearchText('');
        onChange(option ? option.id : null, option);
      }}
      renderOption={(optionProps, option) => {
        const { key, ...rest } = optionProps;
        return (
          <li key={key} {...rest}>
            {option.name}
          </li>
        );
      }}
      renderInput={(params) => (
        <TextField
          {...params}
          label={t(props.label ?? messages.name)}
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
