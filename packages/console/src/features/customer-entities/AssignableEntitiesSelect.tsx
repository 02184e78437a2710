import { Autocomplete, Chip, TextField } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { EntityOption } from '../../components/pickers/entity-lookup';
import { entityTypeMessages } from '../../components/pickers/entity-types';
import { useSearchAsYouType } from '../../components/pickers/useSearchAsYouType';
import { entityKeys } from '../../core/queries/entity-keys';
import type { CustomerEntitiesKind } from './customer-entity-kinds';

interface AssignableEntitiesSelectProps {
  kind: CustomerEntitiesKind;
  customerId: string;
  value: EntityOption[];
  onChange(value: EntityOption[]): void;
  /** message key of an error */
  error?: string;
  disabled: boolean;
}

/** The tenant's entities of a kind that the customer may be given, searched by name and chosen as chips. */
export function AssignableEntitiesSelect({
  kind,
  customerId,
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
    queryKey: (searched) => entityKeys(kind.entityType).search({ assignableTo: customerId, text: searched }),
    search: (searched) => kind.findAssignable(customerId, searched),
    enabled: open,
  });
  const chosen = new Set(value.map((option) => option.id.id));
  return (
    <Autocomplete<EntityOption, true, false, false>
      multiple
      options={search.results.filter((option) => !chosen.has(option.id.id))}
      value={value}
      open={open}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
      disabled={disabled}
      loading={search.loading}
      filterOptions={(options) => options}
      getOptionLabel={(option) => option.name}
      isOptionEqualToValue={(option, current) => option.id.id === current.id.id}
      noOptionsText={t(entityTypeMessages(kind.entityType).noMatch, { entity: text })}
      onInputChange={(_event, next, reason) => {
        if (reason === 'input' || reason === 'clear') setText(next);
        if (reason === 'reset') setText('');
      }}
      onChange={(_event, options) => onChange(options)}
      renderValue={(options, getItemProps) =>
        options.map((option, index) => {
          const { key, ...itemProps } = getItemProps({ index });
          return <Chip key={key} label={option.name} size="small" {...itemProps} />;
        })
      }
      renderInput={(params) => (
        <TextField
          {...params}
          label={t(kind.messages.list)}
          required
          error={Boolean(error)}
          helperText={error ? t(error) : undefined}
        />
      )}
    />
  );
}
