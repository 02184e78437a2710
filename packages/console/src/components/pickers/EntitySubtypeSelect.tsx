import { MenuItem, TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { SUBTYPE_MESSAGES, type SubtypeEntityType } from './entity-types';
import { useEntitySubtypes } from './subtypes-query';

interface EntitySubtypeSelectProps {
  entityType: SubtypeEntityType;
  /** '' or null selects every type */
  value: string | null;
  onChange(value: string | null): void;
  disabled?: boolean;
}

/** A list filter by asset, device, edge or entity view type; the list starts with the all-types option. */
export function EntitySubtypeSelect({ entityType, value, onChange, disabled }: EntitySubtypeSelectProps) {
  const { t } = useTranslation();
  const subtypes = useEntitySubtypes(entityType);
  const messages = SUBTYPE_MESSAGES[entityType];
  const current = value ?? '';
  // A filter from the URL may name a type that no entity has any more; it is still shown as chosen.
  const options = current && !subtypes.includes(current) ? [current, ...subtypes] : subtypes;
  return (
    <TextField
      select
      size="small"
      label={t(messages.type)}
      value={current}
      disabled={disabled}
      onChange={(event) => onChange(event.target.value || null)}
      sx={{ minWidth: 180 }}
      slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
    >
      <MenuItem value="">{t(messages.any)}</MenuItem>
      {options.map((subtype) => (
        <MenuItem key={subtype} value={subtype}>
          {subtype}
        </MenuItem>
      ))}
    </TextField>
  );
}
