import { ApiError } from '@fleetdeck/client';
import { ErrorCode } from '@fleetdeck/model';
import { Box, Button, Divider, Link, Stack, TextField } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { PasswordField } from '../../components/chrome/PasswordField';
import { api } from '../../core/http/api';
import { useIsLoading } from '../../core/http/loading-store';
import { reportError } from '../../core/http/report-error';
import { loadUser } from '../../core/session/session';
import { EMAIL_PATTERN } from './email';
import { LoginCard } from './LoginCard';

interface LoginForm {
  username: string;
  password: string;
}

/** Sign-in: username and password, the forgot-password link and the external sign-in clients. */
export function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const loading = useIsLoading();
  const { register, handleSubmit, formState } = useForm<LoginForm>({ defaultValues: { username: '', password: '' } });
  const oauth2Clients = useQuery({
    queryKey: ['oauth2Clients', 'WEB'],
    queryFn: () => api.auth.oauth2Clients('WEB'),
    meta: { suppressErrors: true },
  });

  const onSubmit = async ({ username, password }: LoginForm) => {
    try {
      await api.auth.login(username, password);
      await loadUser();
    } catch (error) {
      const resetToken =
        error instanceof ApiError && error.errorCode === ErrorCode.CREDENTIALS_EXPIRED
          ? (error.body as { resetToken?: string } | null)?.resetToken
          : undefined;
      if (resetToken) navigate(`/login/resetExpiredPassword?resetToken=${encodeURIComponent(resetToken)}`);
      else reportError(error);
    }
  };

  const clients = oauth2Clients.data ?? [];
  return (
    <LoginCard title={t('login.login')}>
      <Box component="form" noValidate onSubmit={handleSubmit(onSubmit)}>
        <TextField
          label={t('login.username')}
          type="email"
          autoComplete="username"
          autoFocus
          required
          disabled={loading}
          error={Boolean(formState.errors.username)}
          helperText={formState.errors.username?.message}
          {...register('username', {
            required: t('user.email-required'),
            pattern: { value: EMAIL_PATTERN, message: t('user.invalid-email-format') },
          })}
        />
        <PasswordField
          label={t('common.password')}
          autoComplete="current-password"
          required
          disabled={loading}
          error={Boolean(formState.errors.password)}
          helperText={formState.errors.password?.message}
          {...register('password', { required: t('login.password-required') })}
        />
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', my: 1 }}>
          <Link component={RouterLink} to="/login/resetPasswordRequest">
            {t('login.forgot-password')}
          </Link>
        </Box>
        <Button type="submit" variant="contained" fullWidth size="large" disabled={loading}>
          {t('login.login')}
        </Button>
      </Box>
      {clients.length > 0 && (
        <Stack spacing={1} sx={{ mt: 2 }}>
          <Divider>{t('login.or')}</Divider>
          {clients.map((client) => (
            <Button key={client.url} variant="outlined" href={client.url} disabled={loading}>
              {t('login.login-with', { name: client.name })}
            </Button>
          ))}
        </Stack>
      )}
    </LoginCard>
  );
}
