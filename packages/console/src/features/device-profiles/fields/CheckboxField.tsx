import { Checkbox, FormControlLabel } from '@mui/material';
import { useTranslation } from 'react-i18next';

interface CheckboxFieldProps {
  /** message key */
  label: string;
  checked: boolean;
  disabled?: boolean;
  onChange(checked: boolean): void;
}

/** A labelled checkbox bound to a boolean value. */
export function CheckboxField({ label, checked, disabled, onChange }: CheckboxFieldProps) {
  const { t } = useTranslation();
  return (
    <FormControlLabel
      disabled={disabled}
      control={<Checkbox checked={checked} onChange={(event) => onChange(event.target.checked)} />}
      label={t(label)}
    />
  );
}
