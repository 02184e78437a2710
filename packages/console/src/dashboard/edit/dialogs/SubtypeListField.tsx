import { Autocomplete, Chip, TextField } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { SUBTYPE_MESSAGES, type SubtypeEntityType } from '../../../components/pickers/entity-types';
import { subtypesQuery } from '../../../components/pickers/subtypes-query';

interface SubtypeListFieldProps {
  entityType: SubtypeEntityType;
  value: readonly string[];
  onChange(value: string[]): void;
}

/** Several asset, device, entity view or edge types: the known ones offered, others typed in. */
export function SubtypeListField({ entityType, value, onChange }: SubtypeListFieldProps) {
  const { t } = useTranslation();
  const known = useQuery(subtypesQuery(entityType));
  const messages = SUBTYPE_MESSAGES[entityType];
  return (
    <Autocomplete<string, true, false, true>
      multiple
      freeSolo
      options={known.data ?? []}
      value={[...value]}
      filterSelectedOptions
      onChange={(_event, next) => onChange([...new Set(next.map((type) => type.trim()).filter(Boolean))])}
      renderValue={(chosen, getItemProps) =>
        chosen.map((type, index) => {
          const { key, ...itemProps } = getItemProps({ index });
          return <Chip key={key} label={type} size="small" {...itemProps} />;
        })
      }
      renderInput={(params) => <TextField {...params} label={t(messages.type)} required />}
    />
  );
}
