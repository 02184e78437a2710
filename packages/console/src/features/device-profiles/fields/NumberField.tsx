import { TextField, type TextFieldProps } from '@mui/material';
import { useTranslation } from 'react-i18next';

type NumberFieldProps = Omit<TextFieldProps, 'value' | 'onChange' | 'label' | 'type'> & {
  /** message key */
  label: string;
  value: number | null | undefined;
  /** null while the field is empty or holds no number */
  onChange(value: number | null): void;
  /** message key shown under the field */
  problem?: string | null;
  min?: number;
  step?: number;
};

/** A number input over a number value; an empty field is null. */
export function NumberField({ label, value, onChange, problem, min, step, ...props }: NumberFieldProps) {
  const { t } = useTranslation();
  return (
    <TextField
      type="number"
      label={t(label)}
      value={value ?? ''}
      error={Boolean(problem)}
      helperText={problem ? t(problem) : props.helperText}
      onChange={(event) => {
        const text = event.target.value;
        const parsed = Number(text);
        onChange(text.trim() === '' || !Number.isFinite(parsed) ? null : parsed);
      }}
      slotProps={{ htmlInput: { min, step } }}
      {...props}
    />
  );
}
