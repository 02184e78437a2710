import type { EntityId, EntityType } from '@fleetdeck/model';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { entitySearchKey } from './EntityAutocomplete';
import { EntityChipsAutocomplete } from './EntityChipsAutocomplete';
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
  const error = props.error ?? (touched ? entityListError(value, required) : null);

  return (
    <EntityChipsAutocomplete
      found={search.results}
      loading={search.loading}
      value={chosen}
      onChange={(options) => {
        setChosen(options);
        onChange(options.map((option) => option.id));
      }}
      onSearchTextChange={setSearchText}
      open={open}
      onOpenChange={setOpen}
      noOptionsText={t(entityTypeMessages(entityType).noMatch, { entity: searchText })}
      label={props.label ?? 'entity.entity-list'}
      error={error}
      required={required}
      disabled={Boolean(props.disabled) || entityType === null}
      onBlur={() => setTouched(true)}
    />
  );
}
