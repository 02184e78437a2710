import { Box, TextField } from '@mui/material';
import { useState } from 'react';
import { ApplyButtons } from './ApplyButtons';
import { fieldProblem, problemText, toFieldText, toSavedValue } from './field-text';
import { type Edit, shownValue, type ValueFormProps } from './form-props';

const INPUT_TYPES: Record<string, string> = { integer: 'number', double: 'number' };

/**
 * One input for a string, a number, a date or JSON: checked as it is typed, saved with the apply button or Enter,
 * restored with the discard button.
 */
export function TextValueForm({ valueType, values, settings, timeseries, readOnly, translate, save }: ValueFormProps) {
  const [keyName, raw] = Object.entries(values)[0] ?? ['', undefined];
  const server = toFieldText(raw, valueType, settings);
  const [edit, setEdit] = useState<Edit<string> | null>(null);
  const text = shownValue(edit, server);
  const changed = text !== server;
  const requiredKey = timeseries
    ? 'widgets.input-widgets.entity-timeseries-required'
    : 'widgets.input-widgets.entity-attribute-required';
  const problem = fieldProblem(text, valueType, settings, requiredKey);
  const canApply = changed && problem === null && !readOnly;
  const date = valueType === 'date';
  const label = date
    ? translate('widgets.input-widgets.date')
    : settings.labelValue || translate('widgets.input-widgets.value');
  const inputType = date ? (settings.showTimeInput ? 'datetime-local' : 'date') : (INPUT_TYPES[valueType] ?? 'text');
  return (
    <Box
      component="form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (canApply) void save({ [keyName]: toSavedValue(text, valueType) });
      }}
      sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}
    >
      <TextField
        fullWidth
        size="small"
        label={settings.showLabel ? label : undefined}
        slotProps={{
          htmlInput: {
            'aria-label': label,
            maxLength: valueType === 'string' ? (settings.maxLength ?? undefined) : undefined,
            step: valueType === 'integer' ? 1 : 'any',
          },
          inputLabel: date ? { shrink: true } : undefined,
          input: { readOnly },
        }}
        type={inputType}
        value={text}
        required={valueType === 'json' ? settings.attributeRequired : settings.isRequired}
        error={edit !== null && problem !== null}
        helperText={edit !== null && problem ? problemText(problem, translate) : ' '}
        multiline={valueType === 'json'}
        maxRows={valueType === 'json' ? 6 : undefined}
        onChange={(event) => setEdit({ value: event.target.value, over: server })}
      />
      <ApplyButtons
        applyLabel={translate(
          timeseries ? 'widgets.input-widgets.update-timeseries' : 'widgets.input-widgets.update-attribute',
        )}
        discardLabel={translate('widgets.input-widgets.discard-changes')}
        canApply={canApply}
        canDiscard={changed}
        onDiscard={() => setEdit(null)}
      />
    </Box>
  );
}
