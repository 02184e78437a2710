import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EntityChipsAutocomplete } from '../../components/pickers/EntityChipsAutocomplete';
import type { EntityOption } from '../../components/pickers/entity-lookup';
import { entityTypeMessages } from '../../components/pickers/entity-types';
import { useSearchAsYouType } from '../../components/pickers/useSearchAsYouType';
import { entityKeys } from '../../core/queries/entity-keys';
import type { AssignedEntitiesKind } from './assigned-entity-kind';

interface AssignableEntitiesSelectProps {
  kind: AssignedEntitiesKind;
  ownerId: string;
  value: EntityOption[];
  onChange(value: EntityOption[]): void;
  /** message key of an error */
  error?: string;
  disabled: boolean;
}

/** The tenant's entities of a kind that the owner may be given, searched by name and chosen as chips. */
export function AssignableEntitiesSelect({
  kind,
  ownerId,
  value,
  onChange,
  error,
  disabled,
}: AssignableEntitiesSelectProps) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const search = useSearchAsYouType({
    text,
    // Under the kind's keys, so an assignment made anywhere refreshes the offer.
    queryKey: (searched) => entityKeys(kind.entityType).search({ assignableTo: ownerId, text: searched }),
    search: (searched) => kind.findAssignable(ownerId, searched),
    enabled: open,
  });
  return (
    <EntityChipsAutocomplete
      found={search.results}
      loading={search.loading}
      value={value}
      onChange={onChange}
      onSearchTextChange={setText}
      open={open}
      onOpenChange={setOpen}
      noOptionsText={t(entityTypeMessages(kind.entityType).noMatch, { entity: text })}
      label={kind.messages.list}
      error={error}
      required
      disabled={disabled}
    />
  );
}
