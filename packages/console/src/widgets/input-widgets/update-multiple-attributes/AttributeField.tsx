import { Checkbox, FormControlLabel, MenuItem, Switch, TextField } from '@mui/material';
import type { KeyboardEvent } from 'react';
import { type FieldValue, isBooleanType } from './field-value';
import type { MultipleInputKeySettings } from './settings';

interface AttributeFieldProps {
  label: string;
  settings: MultipleInputKeySettings;
  value: FieldValue;
  disabled: boolean;
  readOnly: boolean;
  /** the problem to print under the field, if any */
  error: string | null;
  onChange(value: FieldValue): void;
  /** the user is done with the field: a flag or option was picked, or a text field left or confirmed with Enter */
  onCommit(value: FieldValue): void;
}

const INPUT_TYPES: Record<string, string> = {
  double: 'number',
  integer: 'number',
  dateTime: 'datetime-local',
  date: 'date',
  time: 'time',
};

/** One key's input, of the kind its value type asks for. */
export function AttributeField({
  label,
  settings,
  value,
  disabled,
  readOnly,
  error,
  onChange,
  onCommit,
}: AttributeFieldProps) {
  const type = settings.dataKeyValueType;
  if (isBooleanType(type)) {
    const change = (checked: boolean) => {
      if (readOnly) return;
      onChange(checked);
      onCommit(checked);
    };
    const control =
      type === 'booleanSwitch' ? (
        <Switch checked={value === true} disabled={disabled} onChange={(event) => change(event.target.checked)} />
      ) : (
        <Checkbox checked={value === true} disabled={disabled} onChange={(event) => change(event.target.checked)} />
      );
    const before = type === 'booleanSwitch' && settings.slideToggleLabelPosition === 'before';
    return <FormControlLabel control={control} label={label} labelPlacement={before ? 'start' : 'end'} />;
  }

  const text = String(value);
  if (type === 'select') {
    return (
      <TextField
        select
        fullWidth
        size="small"
        label={label}
        value={text}
        disabled={disabled}
        required={settings.required}
        error={error !== null}
        helperText={error ?? ' '}
        slotProps={{ input: { readOnly } }}
        onChange={(event) => {
          onChange(event.target.value);
          onCommit(event.target.value);
        }}
      >
        {settings.selectOptions.map((option) => (
          <MenuItem key={option.value} value={option.value}>
            {option.label || option.value}
          </MenuItem>
        ))}
      </TextField>
    );
  }

  const inputType = INPUT_TYPES[type] ?? 'text';
  const numeric = inputType === 'number';
  return (
    <TextField
      fullWidth
      size="small"
      label={label}
      type={inputType}
      value={text}
      disabled={disabled}
      required={settings.required}
      error={error !== null}
      helperText={error ?? ' '}
      slotProps={{
        input: { readOnly },
        inputLabel: inputType === 'text' || numeric ? undefined : { shrink: true },
        htmlInput: numeric
          ? {
              step: type === 'integer' ? Math.max(1, Math.round(settings.step)) : settings.step,
              min: settings.minValue ?? undefined,
              max: settings.maxValue ?? undefined,
            }
          : undefined,
      }}
      onChange={(event) => onChange(event.target.value)}
      onBlur={(event) => onCommit(event.target.value)}
      onKeyDown={(event: KeyboardEvent<HTMLInputElement | HTMLTextAreaElement | HTMLDivElement>) => {
        if (event.key === 'Enter') onCommit((event.target as HTMLInputElement).value);
      }}
    />
  );
}
