import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { reportError } from '../../core/http/report-error';
import { sessionApi } from '../../core/http/session-api';
import { loadUser } from '../../core/session/session';
import { LoginCard } from './LoginCard';
import { NewPasswordForm } from './NewPasswordForm';

/** Account activation: /login/createPassword?activateToken=… (empty when missing). */
export function CreatePasswordPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const activateToken = params.get('activateToken') ?? '';

  const activate = async (password: string) => {
    try {
      // The server mails the user that the account is active (the flag is true after this submit).
      await sessionApi.auth.activate(activateToken, password, true);
      await loadUser();
    } catch (error) {
      reportError(error);
    }
  };

  return (
    <LoginCard title={t('login.create-password')}>
      <NewPasswordForm
        passwordLabel={t('common.password')}
        repeatLabel={t('login.password-again')}
        submitLabel={t('login.create-password')}
        onSubmit={activate}
      />
    </LoginCard>
  );
}
