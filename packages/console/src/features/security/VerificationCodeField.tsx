import { TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';

interface VerificationCodeFieldProps {
  value: string;
  onChange(value: string): void;
  /** message key shown under the field */
  error: string | null;
  disabled?: boolean;
}

/** The six-digit code that confirms a new way to verify. */
export function VerificationCodeField({ value, onChange, error, disabled }: VerificationCodeFieldProps) {
  const { t } = useTranslation();
  return (
    <TextField
      label={t('login.verification-code')}
      name="verificationCode"
      value={value}
      onChange={(event) => onChange(event.target.value.trim())}
      error={Boolean(error)}
      helperText={error ? t(error) : undefined}
      disabled={disabled}
      required
      fullWidth
      margin="dense"
      autoComplete="one-time-code"
      slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 6 } }}
    />
  );
}

/** The message key of a confirmation code that cannot be sent yet, or null. */
export function confirmationCodeError(code: string): string | null {
  if (!code) return 'login.verification-code-required';
  return /^\d{6}$/.test(code) ? null : 'login.verification-code-invalid';
}
