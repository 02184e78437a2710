import { Box, Button, Stack } from '@mui/material';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { PasswordField } from '../../components/chrome/PasswordField';
import { useIsLoading } from '../../core/http/loading-store';
import { showToast } from '../../core/notifications/toast-store';

interface NewPasswordFormProps {
  passwordLabel: string;
  repeatLabel: string;
  submitLabel: string;
  onSubmit(password: string): Promise<void>;
}

interface NewPasswordValues {
  password: string;
  repeat: string;
}

/** A new password typed twice: differing entries show the mismatch toast and nothing is sent. */
export function NewPasswordForm({ passwordLabel, repeatLabel, submitLabel, onSubmit }: NewPasswordFormProps) {
  const { t } = useTranslation();
  const loading = useIsLoading();
  const { register, handleSubmit, formState } = useForm<NewPasswordValues>({
    defaultValues: { password: '', repeat: '' },
  });

  const submit = async ({ password, repeat }: NewPasswordValues) => {
    if (password !== repeat) {
      showToast({ type: 'error', message: t('login.passwords-mismatch-error') });
      return;
    }
    await onSubmit(password);
  };

  return (
    <Box component="form" noValidate onSubmit={handleSubmit(submit)}>
      <PasswordField
        label={passwordLabel}
        autoComplete="new-password"
        autoFocus
        required
        disabled={loading}
        error={Boolean(formState.errors.password)}
        helperText={formState.errors.password?.message}
        {...register('password', { required: t('login.password-required') })}
      />
      <PasswordField
        label={repeatLabel}
        autoComplete="new-password"
        required
        disabled={loading}
        error={Boolean(formState.errors.repeat)}
        helperText={formState.errors.repeat?.message}
        {...register('repeat', { required: t('login.password-required') })}
      />
      <Stack direction="row" spacing={1} sx={{ mt: 2, justifyContent: 'flex-end' }}>
        <Button component={RouterLink} to="/login" disabled={loading}>
          {t('action.cancel')}
        </Button>
        <Button type="submit" variant="contained" disabled={loading}>
          {submitLabel}
        </Button>
      </Stack>
    </Box>
  );
}
