import type { EntityId, EntityType } from '@fleetdeck/model';
import { Autocomplete, Chip, TextField } from '@mui/material';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { entitySearchKey } from './EntityAutocomplete';
import { type EntityOption, findEntitiesByName, loadEntity } from './entity-lookup';
import { AUTOCOMPLETE_LIMIT, entityTypeMessages } from './entity-types';
import { useOnChange } from './useOnChange';
import { useSearchAsYouType } from './useSearchAsYouType';

export interface EntityListSelectProps {
  entityType: EntityType | null;
  value: readonly EntityId[];
  onChange(value: EntityId[]): void;
  /** message key; entity.entity-list when absent */
  label?: string;
  required?: boolean;
  disabled?: boolean;
  /** message key of an error reported by the surrounding form */
  error?: string;
}

/** The entity list's required rule. */
export function entityListError(value: readonly EntityId[], required: boolean): string | null {
  return required && value.length === 0 ? 'entity.entity-list-empty' : null;
}

/** Several entities of one kind as chips; the chips are cleared when the kind changes. */
export function EntityListSelect(props: EntityListSelectProps) {
  const { entityType, value, onChange, required = false } = props;
  const { t } = useTranslation();
  const [chosen, setChosen] = useState<EntityOption[]>([]);
  const [searchText, setSearchText] = useState('');
  const [open, setOpen] = useState(false);
  const [touched, setTouched] = useState(false);

  useOnChange(entityType, () => {
    setChosen([]);
    if (value.length > 0) onChange([]);
  });

  // Names of ids the picker has not chosen itself (a saved value) are read once each.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the ids are what matters.
  useEffect(() => {
    const known = new Set(chosen.map((option) => option.id.id));
    const missing = value.filter((id) => !known.has(id.id));
    if (missing.length === 0) {
      if (chosen.length !== value.length)
        setChosen(chosen.filter((option) => value.some((id) => id.id === option.id.id)));
      return;
    }
    let cancelled = false;
    void Promise.all(missing.map((id) => loadEntity(id))).then((loaded) => {
      if (cancelled) return;
      const byId = new Map([...chosen, ...loaded.filter((entity) => entity !== null)].map((o) => [o.id.id, o]));
      setChosen(value.map((id) => byId.get(id.id)).filter((option) => option !== undefined));
    });
    return () => {
      cancelled = true;
    };
  }, [value.map((id) => id.id).join()]);

  const search = useSearchAsYouType({
    text: searchText,
    queryKey: (text) => entitySearchKey(entityType, { subtype: null, text }),
    search: (text) =>
      entityType ? findEntitiesByName(entityType, text, { limit: AUTOCOMPLETE_LIMIT }) : Promise.resolve([]),
    enabled: open && entityType !== null,
  });
  const chosenIds = new Set(chosen.map((option) => option.id.id));
  const found = search.results.filter((option) => !chosenIds.has(option.id.id));
  const error = props.error ?? (touched ? entityListError(value, required) : null);

  return (
    <Autocomplete<EntityOption, true, false, false>
      multiple
      options={found}
      value={chosen}
      open={open}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
      disabled={props.disabled || entityType === null}
      loading={search.loading}
      filterOptions={(options) => options}
      filterSelectedOptions
      getOptionLabel={(option) => option.name}
      isOptionEqualToValue={(option, current) => option.id.id === current.id.id}
      noOptionsText={t(entityTypeMessages(entityType).noMatch, { entity: searchText })}
      onInputChange={(_event, text, reason) => {
        if (reason === 'input' || reason === 'clear') setSearchText(text);
        if (reason === 'reset') setSearchText('');
      }}
      onChange={(_event, options) => {
        setChosen(options);
        onChange(options.map((option) => option.id));
      }}
      renderValue={(options, getItemProps) =>
        options.map((option, index) => {
          const { key, ...itemProps } = getItemProps({ index });
          return <Chip key={key} label={option.name} size="small" {...itemProps} />;
        })
      }
      renderInput={(params) => (
        <TextField
          {...params}
          label={t(props.label ?? 'entity.entity-list')}
          required={required}
          error={Boolean(error)}
          helperText={error ? t(error) : undefined}
          onBlur={() => setTouched(true)}
        />
      )}
    />
  );
}
