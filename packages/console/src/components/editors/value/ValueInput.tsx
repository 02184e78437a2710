import { mdiOpenInNew } from '@mdi/js';
import {
  Checkbox,
  FormControlLabel,
  IconButton,
  InputAdornment,
  MenuItem,
  Stack,
  TextField,
  Tooltip,
} from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { JsonEditDialog } from '../../dialogs/JsonEditDialog';
import { MdiIcon } from '../../icons/MdiIcon';
import type { JsonObject } from '../json-object';
import {
  draftOfType,
  parseDraft,
  parseJsonObject,
  VALUE_TYPES,
  type ValueDraft,
  type ValueType,
  valueTypeLabel,
} from './value-input';

interface ValueInputProps {
  value: ValueDraft;
  onChange(value: ValueDraft): void;
  /** errors show once the user has changed the value or tried to submit */
  showErrors?: boolean;
  disabled?: boolean;
}

const FIELD_LABELS: Record<Exclude<ValueType, 'BOOLEAN'>, string> = {
  STRING: 'value.string-value',
  INTEGER: 'value.integer-value',
  DOUBLE: 'value.double-value',
  JSON: 'value.json-value',
};

/**
 * The typed value input: a value type and, per type, a text, number, checkbox or JSON field (with a
 * full-screen JSON editor). Changing the type resets the value. Invalid values show the value.* messages.
 */
export function ValueInput({ value, onChange, showErrors, disabled }: ValueInputProps) {
  const { t } = useTranslation();
  const [dirty, setDirty] = useState(false);
  /** the object the JSON dialog edits; null while it is closed */
  const [editingJson, setEditingJson] = useState<{ value: JsonObject | null } | null>(null);
  const { error } = parseDraft(value);
  const visibleError = (dirty || showErrors) && error ? t(error) : null;
  const change = (next: ValueDraft) => {
    setDirty(true);
    onChange(next);
  };

  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'flex-start' } }}>
      <TextField
        select
        label={t('value.type')}
        value={value.type}
        disabled={disabled}
        onChange={(event) => {
          setDirty(false);
          onChange(draftOfType(event.target.value as ValueType));
        }}
        sx={{ minWidth: 160 }}
      >
        {VALUE_TYPES.map((type) => (
          <MenuItem key={type} value={type}>
            {t(valueTypeLabel(type))}
          </MenuItem>
        ))}
      </TextField>
      {value.type === 'BOOLEAN' ? (
        <FormControlLabel
          sx={{ pt: 1 }}
          control={
            <Checkbox
              checked={value.checked}
              disabled={disabled}
              onChange={(event) => change({ ...value, checked: event.target.checked })}
            />
          }
          label={t(value.checked ? 'value.true' : 'value.false')}
        />
      ) : (
        <TextField
          fullWidth
          required
          label={t(FIELD_LABELS[value.type])}
          value={value.text}
          disabled={disabled}
          type={value.type === 'DOUBLE' ? 'number' : 'text'}
          error={Boolean(visibleError)}
          helperText={visibleError ?? ' '}
          onChange={(event) => change({ ...value, text: event.target.value })}
          onBlur={() => setDirty(true)}
          slotProps={{
            htmlInput: value.type === 'DOUBLE' ? { step: 'any' } : undefined,
            input:
              value.type === 'JSON'
                ? {
                    endAdornment: (
                      <InputAdornment position="end">
                        <Tooltip title={t('details.edit-json')}>
                          <span>
                            <IconButton
                              edge="end"
                              aria-label={t('details.edit-json')}
                              disabled={disabled}
                              onClick={() =>
                                setEditingJson({ value: parseJsonObject(value.text).value as JsonObject | null })
                              }
                            >
                              <MdiIcon path={mdiOpenInNew} />
                            </IconButton>
                          </span>
                        </Tooltip>
                      </InputAdornment>
                    ),
                  }
                : undefined,
          }}
        />
      )}
      {editingJson && (
        <JsonEditDialog
          open
          value={editingJson.value}
          onCancel={() => setEditingJson(null)}
          onSave={(object) => {
            setEditingJson(null);
            // Kept compact in the field; the dialog shows it tidied.
            change({ ...value, text: JSON.stringify(object) });
          }}
        />
      )}
    </Stack>
  );
}
