import { TextField, type TextFieldProps } from '@mui/material';
import { type FieldValues, type Path, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

type FormTextFieldProps<V extends FieldValues> = Omit<TextFieldProps, 'name' | 'label'> & {
  name: Path<V>;
  /** message key */
  label: string;
  /** register the value as a number */
  numeric?: boolean;
};

/** A text field bound to the surrounding react-hook-form form; its error messages (message keys) take the hint's place. */
export function FormTextField<V extends FieldValues>({
  name,
  label,
  numeric,
  helperText,
  ...props
}: FormTextFieldProps<V>) {
  const { t } = useTranslation();
  const { register, getFieldState, formState } = useFormContext<V>();
  const { error } = getFieldState(name, formState);
  return (
    <TextField
      label={t(label)}
      error={Boolean(error)}
      helperText={error?.message ? t(error.message) : helperText}
      type={numeric ? 'number' : props.type}
      {...props}
      {...register(name, numeric ? { valueAsNumber: true } : undefined)}
    />
  );
}
