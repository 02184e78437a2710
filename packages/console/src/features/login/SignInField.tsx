import VisibilityIcon from '@mui/icons-material/Visibility';
import VisibilityOffIcon from '@mui/icons-material/VisibilityOff';
import { FormControl, FormHelperText, IconButton, InputAdornment, InputLabel, OutlinedInput } from '@mui/material';
import { type ChangeEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

interface SignInFieldProps {
  name: string;
  label: string;
  value: string;
  onChange(value: string): void;
  /** shown under the field, which is then marked invalid */
  error?: string;
  type?: 'email' | 'password' | 'text';
  inputMode?: 'numeric' | 'text';
  maxLength?: number;
  autoComplete: string;
  autoFocus?: boolean;
  required?: boolean;
  disabled?: boolean;
}

/**
 * An outlined text field as TextField draws it, built from its parts: TextField also brings the select field's code
 * (menus, popovers), which the sign-in page, the first page a user loads, does not need. A password field gets the
 * show/hide toggle.
 */
export function SignInField(props: SignInFieldProps) {
  const {
    name,
    label,
    value,
    onChange,
    error,
    type,
    inputMode,
    maxLength,
    autoComplete,
    autoFocus,
    required,
    disabled,
  } = props;
  const { t } = useTranslation();
  const id = useId();
  const [visible, setVisible] = useState(false);
  const password = type === 'password';
  return (
    <FormControl
      fullWidth
      margin="dense"
      variant="outlined"
      error={Boolean(error)}
      required={required}
      disabled={disabled}
    >
      <InputLabel htmlFor={id}>{label}</InputLabel>
      <OutlinedInput
        id={id}
        name={name}
        label={label}
        type={password && visible ? 'text' : type}
        autoComplete={autoComplete}
        autoFocus={autoFocus}
        inputProps={{ inputMode, maxLength }}
        value={value}
        onChange={(event: ChangeEvent<HTMLInputElement>) => onChange(event.target.value)}
        aria-describedby={error ? `${id}-helper` : undefined}
        endAdornment={
          password && (
            <InputAdornment position="end">
              <IconButton
                aria-label={t(visible ? 'login.hide-password' : 'login.show-password')}
                onClick={() => setVisible((shown) => !shown)}
                edge="end"
                disabled={disabled}
              >
                {visible ? <VisibilityOffIcon /> : <VisibilityIcon />}
              </IconButton>
            </InputAdornment>
          )
        }
      />
      {error && <FormHelperText id={`${id}-helper`}>{error}</FormHelperText>}
    </FormControl>
  );
}
