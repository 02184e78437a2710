import { Box, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PasswordField } from '../../components/chrome/PasswordField';
import { api } from '../../core/http/api';
import { useIsLoading } from '../../core/http/loading-store';
import { showToast } from '../../core/notifications/toast-store';
import { TwoFactorSection } from './TwoFactorSection';

interface ChangePasswordValues {
  currentPassword: string;
  newPassword: string;
  newPassword2: string;
}

const EMPTY: ChangePasswordValues = { currentPassword: '', newPassword: '', newPassword2: '' };

/**
 * Change password (POST /api/auth/changePassword); the server answers with new tokens, which the client stores. Below
 * it, the account's two-factor sign-in.
 */
export function SecurityPage() {
  const { t } = useTranslation();
  const loading = useIsLoading();
  const { register, handleSubmit, reset, formState } = useForm<ChangePasswordValues>({ defaultValues: EMPTY });
  const change = useMutation({
    mutationFn: (values: ChangePasswordValues) =>
      api.auth.changePassword({ currentPassword: values.currentPassword, newPassword: values.newPassword }),
    onSuccess: () => {
      reset(EMPTY);
      showToast({ type: 'success', message: t('profile.password-changed') });
    },
  });

  const submit = (values: ChangePasswordValues) => {
    if (values.newPassword !== values.newPassword2) {
      showToast({ type: 'error', message: t('login.passwords-mismatch-error') });
      return;
    }
    change.mutate(values);
  };

  const required = { required: t('login.password-required') };
  return (
    <Box sx={{ p: { xs: 1, sm: 3 }, maxWidth: 720 }}>
      <Card>
        <CardContent>
          <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
            {t('profile.change-password')}
          </Typography>
          <Box component="form" noValidate onSubmit={handleSubmit(submit)}>
            <PasswordField
              label={t('profile.current-password')}
              autoComplete="current-password"
              required
              error={Boolean(formState.errors.currentPassword)}
              helperText={formState.errors.currentPassword?.message}
              {...register('currentPassword', required)}
            />
            <PasswordField
              label={t('login.new-password')}
              autoComplete="new-password"
              required
              error={Boolean(formState.errors.newPassword)}
              helperText={formState.errors.newPassword?.message}
              {...register('newPassword', required)}
            />
            <PasswordField
              label={t('login.new-password-again')}
              autoComplete="new-password"
              required
              error={Boolean(formState.errors.newPassword2)}
              helperText={formState.errors.newPassword2?.message}
              {...register('newPassword2', required)}
            />
            <Stack direction="row" sx={{ justifyContent: 'flex-end', mt: 2 }}>
              <Button type="submit" variant="contained" disabled={loading}>
                {t('profile.change-password')}
              </Button>
            </Stack>
          </Box>
        </CardContent>
      </Card>
      <TwoFactorSection />
    </Box>
  );
}
