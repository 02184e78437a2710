import { ApiError } from '@fleetdeck/client';
import { ErrorCode } from '@fleetdeck/model';
import { Box, Button, Link } from '@mui/material';
import { type FormEvent, lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { reportError } from '../../core/http/report-error';
import { sessionApi } from '../../core/http/session-api';
import { loadUser } from '../../core/session/session';
import { EMAIL_PATTERN } from './email';
import { LoginCard } from './LoginCard';
import { SignInField } from './SignInField';

// Few installations have external sign-in clients: their buttons (and the query asking for them) load after the form.
const OAuthClientButtons = lazy(() => import('./OAuthClientButtons').then((m) => ({ default: m.OAuthClientButtons })));

interface LoginForm {
  username: string;
  password: string;
}

type LoginErrors = Partial<Record<keyof LoginForm, string>>;

/** Sign-in: username and password, the forgot-password link and the external sign-in clients. */
export function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  // Only the sign-in request itself locks the form: a background request (the external sign-in clients) must not
  // disable a field the user is typing in, which would take its focus and drop the keystrokes.
  const [signingIn, setSigningIn] = useState(false);
  const [form, setForm] = useState<LoginForm>({ username: '', password: '' });
  // Checked on submit, and from then on as the user types, so a corrected field clears its message at once.
  const [submitted, setSubmitted] = useState(false);

  const validate = ({ username, password }: LoginForm): LoginErrors => ({
    username: !username
      ? t('user.email-required')
      : EMAIL_PATTERN.test(username)
        ? undefined
        : t('user.invalid-email-format'),
    password: password ? undefined : t('login.password-required'),
  });
  const errors = submitted ? validate(form) : {};

  const signIn = async ({ username, password }: LoginForm) => {
    setSigningIn(true);
    try {
      await sessionApi.auth.login(username, password);
      await loadUser();
    } catch (error) {
      const resetToken =
        error instanceof ApiError && error.errorCode === ErrorCode.CREDENTIALS_EXPIRED
          ? (error.body as { resetToken?: string } | null)?.resetToken
          : undefined;
      if (resetToken) navigate(`/login/resetExpiredPassword?resetToken=${encodeURIComponent(resetToken)}`);
      else reportError(error);
    } finally {
      setSigningIn(false);
    }
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    const found = validate(form);
    if (found.username || found.password) return;
    void signIn(form);
  };
  const field = (name: keyof LoginForm) => ({
    name,
    value: form[name],
    onChange: (value: string) => setForm((current) => ({ ...current, [name]: value })),
    error: errors[name],
    required: true,
    disabled: signingIn,
  });

  return (
    <LoginCard title={t('login.login')}>
      <Box component="form" noValidate onSubmit={onSubmit}>
        <SignInField
          label={t('login.username')}
          type="email"
          autoComplete="username"
          autoFocus
          {...field('username')}
        />
        <SignInField
          label={t('common.password')}
          type="password"
          autoComplete="current-password"
          {...field('password')}
        />
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', my: 1 }}>
          <Link component={RouterLink} to="/login/resetPasswordRequest">
            {t('login.forgot-password')}
          </Link>
        </Box>
        <Button type="submit" variant="contained" fullWidth size="large" disabled={signingIn}>
          {t('login.login')}
        </Button>
      </Box>
      <Suspense fallback={null}>
        <OAuthClientButtons />
      </Suspense>
    </LoginCard>
  );
}
