import { Alert, Box, Button, Stack, TextField } from '@mui/material';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useIsLoading } from '../../core/http/loading-store';
import { reportError } from '../../core/http/report-error';
import { sessionApi } from '../../core/http/session-api';
import { EMAIL_PATTERN } from './email';
import { LoginCard } from './LoginCard';

/** Asks for a password-reset mail; after a valid submit the form stays disabled and says the link was sent. */
export function ResetPasswordRequestPage() {
  const { t } = useTranslation();
  const loading = useIsLoading();
  const [sent, setSent] = useState(false);
  const { register, handleSubmit, formState } = useForm<{ email: string }>({ defaultValues: { email: '' } });

  const onSubmit = async ({ email }: { email: string }) => {
    try {
      await sessionApi.auth.requestPasswordReset(email);
      setSent(true);
    } catch (error) {
      reportError(error);
    }
  };

  return (
    <LoginCard title={t('login.request-password-reset')}>
      <Box component="form" noValidate onSubmit={handleSubmit(onSubmit)}>
        {sent && (
          <Alert severity="success" sx={{ mb: 1 }}>
            {t('login.password-link-sent-message')}
          </Alert>
        )}
        <TextField
          label={t('login.email')}
          type="email"
          autoFocus
          required
          disabled={loading || sent}
          error={Boolean(formState.errors.email)}
          helperText={formState.errors.email?.message}
          {...register('email', {
            required: t('user.email-required'),
            pattern: { value: EMAIL_PATTERN, message: t('user.invalid-email-format') },
          })}
        />
        <Stack direction="row" spacing={1} sx={{ mt: 2, justifyContent: 'flex-end' }}>
          <Button component={RouterLink} to="/login" disabled={loading}>
            {t('action.cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={loading || sent}>
            {t('login.request-password-reset')}
          </Button>
        </Stack>
      </Box>
    </LoginCard>
  );
}
