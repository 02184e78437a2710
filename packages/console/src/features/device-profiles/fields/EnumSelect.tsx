import { MenuItem, TextField, type TextFieldProps } from '@mui/material';
import { useTranslation } from 'react-i18next';

type EnumSelectProps<V extends string | number> = Omit<TextFieldProps, 'value' | 'onChange' | 'label' | 'select'> & {
  /** message key */
  label: string;
  value: V;
  options: readonly V[];
  /** message key of an option */
  optionLabel(option: V): string;
  onChange(value: V): void;
  /** message key shown under the field */
  problem?: string | null;
};

/** A select over a fixed list of enum values, each shown by its message key. */
export function EnumSelect<V extends string | number>({
  label,
  value,
  options,
  optionLabel,
  onChange,
  problem,
  ...props
}: EnumSelectProps<V>) {
  const { t } = useTranslation();
  return (
    <TextField
      select
      label={t(label)}
      value={value}
      error={Boolean(problem)}
      helperText={problem ? t(problem) : props.helperText}
      onChange={(event) => {
        const chosen = options.find((option) => String(option) === event.target.value);
        if (chosen !== undefined) onChange(chosen);
      }}
      {...props}
    >
      {options.map((option) => (
        <MenuItem key={String(option)} value={option}>
          {t(optionLabel(option))}
        </MenuItem>
      ))}
    </TextField>
  );
}
