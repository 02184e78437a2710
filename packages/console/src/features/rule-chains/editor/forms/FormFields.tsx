import { Checkbox, FormControlLabel, MenuItem, TextField } from '@mui/material';
import { Controller, type FieldValues, type Path, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

/** A checkbox bound to a boolean of the surrounding form. */
export function FormCheckbox<V extends FieldValues>({ name, label }: { name: Path<V>; label: string }) {
  const { t } = useTranslation();
  const { control } = useFormContext<V>();
  return (
    <Controller
      name={name}
      control={control}
      render={({ field }) => (
        <FormControlLabel
          control={
            <Checkbox checked={field.value === true} onChange={(event) => field.onChange(event.target.checked)} />
          }
          label={t(label)}
        />
      )}
    />
  );
}

/** A select of fixed options bound to the surrounding form; an option shows its message key or itself. */
export function FormSelect<V extends FieldValues>(props: {
  name: Path<V>;
  label: string;
  options: readonly string[];
  optionLabel?(option: string): string;
}) {
  const { t } = useTranslation();
  const { control } = useFormContext<V>();
  return (
    <Controller
      name={props.name}
      control={control}
      render={({ field }) => (
        <TextField select fullWidth label={t(props.label)} {...field}>
          {props.options.map((option) => (
            <MenuItem key={option} value={option}>
              {props.optionLabel ? t(props.optionLabel(option)) : option}
            </MenuItem>
          ))}
        </TextField>
      )}
    />
  );
}
