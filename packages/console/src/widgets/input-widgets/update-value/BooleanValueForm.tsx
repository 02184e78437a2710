import { Checkbox, FormControlLabel } from '@mui/material';
import { useState } from 'react';
import { type Edit, shownValue, type ValueFormProps } from './form-props';

/** A checkbox saved as soon as it is ticked or cleared; its text names the current value. */
export function BooleanValueForm({ values, settings, readOnly, translate, save }: ValueFormProps) {
  const [keyName, raw] = Object.entries(values)[0] ?? ['', undefined];
  const server = raw === true || raw === 'true';
  const [edit, setEdit] = useState<Edit<boolean> | null>(null);
  const checked = shownValue(edit, server);
  const text = checked
    ? settings.trueValue || translate('value.true')
    : settings.falseValue || translate('value.false');
  return (
    <FormControlLabel
      label={text}
      control={
        <Checkbox
          checked={checked}
          disabled={readOnly}
          onChange={async (event) => {
            const value = event.target.checked;
            setEdit({ value, over: server });
            if (!(await save({ [keyName]: value }))) setEdit(null);
          }}
        />
      }
    />
  );
}
