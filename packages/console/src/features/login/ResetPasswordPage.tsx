import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { reportError } from '../../core/http/report-error';
import { sessionApi } from '../../core/http/session-api';
import { loadUser } from '../../core/session/session';
import { LoginCard } from './LoginCard';
import { NewPasswordForm } from './NewPasswordForm';

function ResetPasswordScreen({ expired }: { expired: boolean }) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const resetToken = params.get('resetToken') ?? '';

  const reset = async (password: string) => {
    try {
      await sessionApi.auth.resetPassword(resetToken, password);
      await loadUser();
    } catch (error) {
      reportError(error);
    }
  };

  return (
    <LoginCard
      title={t('login.password-reset')}
      subtitle={expired ? t('login.expired-password-reset-message') : undefined}
    >
      <NewPasswordForm
        passwordLabel={t('login.new-password')}
        repeatLabel={t('login.new-password-again')}
        submitLabel={t('login.reset-password')}
        onSubmit={reset}
      />
    </LoginCard>
  );
}

/** Reached from a reset link: /login/resetPassword?resetToken=… */
export function ResetPasswordPage() {
  return <ResetPasswordScreen expired={false} />;
}

/** Reached when sign-in answers that the password has expired. */
export function ResetExpiredPasswordPage() {
  return <ResetPasswordScreen expired />;
}
