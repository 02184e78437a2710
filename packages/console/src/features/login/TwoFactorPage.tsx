import { ApiError } from '@fleetdeck/client';
import type { TwoFaProviderInfo } from '@fleetdeck/model';
import { Box, Button, Stack, Typography } from '@mui/material';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { reportError } from '../../core/http/report-error';
import { sessionApi } from '../../core/http/session-api';
import { logout, signInWithTokens } from '../../core/session/session';
import { LoginCard } from './LoginCard';
import { SignInField } from './SignInField';
import {
  codeError,
  DEFAULT_SEND_PERIOD_SECONDS,
  initialProvider,
  offeredProviders,
  PROVIDER_TEXTS,
  sendsCode,
} from './two-factor-step';

const TOO_MANY_REQUESTS_SHOWN_MS = 5000;

/**
 * /login/mfa: the second step of signing in. The account's default way to verify is chosen on entry; a code sent by
 * mail is sent at once and may be sent again once the platform's minimum period has passed.
 */
export function TwoFactorPage() {
  const { t } = useTranslation();
  const [providers, setProviders] = useState<TwoFaProviderInfo[]>([]);
  const [selected, setSelected] = useState<TwoFaProviderInfo | null>(null);
  const [previous, setPrevious] = useState<TwoFaProviderInfo | null>(null);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [submitted, setSubmitted] = useState(false);
  const [checking, setChecking] = useState(false);
  const [countdown, setCountdown] = useState(0);
  const [sending, setSending] = useState(false);

  const sendCode = async (provider: TwoFaProviderInfo) => {
    setSending(true);
    // A failed send is not shown: the countdown starts anyway and the user may resend.
    await sessionApi.twoFactor.sendCode(provider.type).catch(() => undefined);
    setSending(false);
    setCountdown(provider.minVerificationCodeSendPeriod || DEFAULT_SEND_PERIOD_SECONDS);
  };

  const select = (provider: TwoFaProviderInfo) => {
    setSelected(provider);
    setCode('');
    setError(null);
    setSubmitted(false);
    setCountdown(0);
    if (sendsCode(provider.type)) void sendCode(provider);
  };

  // The providers are read, and the default one chosen, once on entry.
  // biome-ignore lint/correctness/useExhaustiveDependencies: select only sets state and sends; it must not run again.
  useEffect(() => {
    let active = true;
    sessionApi.twoFactor
      .loginProviders()
      .then((answer) => {
        if (!active) return;
        const offered = offeredProviders(answer);
        setProviders(offered);
        const first = initialProvider(offered);
        if (first) select(first);
      })
      .catch(reportError);
    return () => {
      active = false;
    };
  }, []);

  useEffect(() => {
    if (countdown <= 0) return;
    const timer = setTimeout(() => setCountdown((left) => left - 1), 1000);
    return () => clearTimeout(timer);
  }, [countdown]);

  const fieldError = submitted && selected ? (codeError(selected.type, code) ?? error) : error;

  const check = async () => {
    if (!selected) return;
    setChecking(true);
    try {
      const pair = await sessionApi.twoFactor.checkCode(selected.type, code);
      await signInWithTokens(pair);
    } catch (failure) {
      if (failure instanceof ApiError && failure.status === 400) setError('login.verification-code-incorrect');
      else if (failure instanceof ApiError && failure.status === 429) {
        setError('login.verification-code-many-request');
        setTimeout(() => setError(null), TOO_MANY_REQUESTS_SHOWN_MS);
      } else reportError(failure);
    } finally {
      setChecking(false);
    }
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (!selected || codeError(selected.type, code)) return;
    void check();
  };

  // Back to the provider left by 'try another way', else out of the step (the server keeps no session to end).
  const back = () => {
    if (previous && previous.type !== selected?.type) {
      setPrevious(null);
      select(previous);
    } else logout();
  };

  const tryAnotherWay = () => {
    setPrevious(selected);
    setSelected(null);
    setCode('');
    setError(null);
  };

  const texts = selected ? PROVIDER_TEXTS[selected.type] : undefined;
  return (
    <LoginCard title={t('login.verify-your-identity')} onBack={back}>
      {!selected && (
        <Stack spacing={1}>
          <Typography variant="body2" color="text.secondary">
            {t('login.select-way-to-verify')}
          </Typography>
          {providers.map((provider) => {
            const name = PROVIDER_TEXTS[provider.type]?.name ?? '';
            return (
              <Button key={provider.type} variant="outlined" fullWidth onClick={() => select(provider)}>
                {t(name)}
              </Button>
            );
          })}
        </Stack>
      )}
      {selected && texts && (
        <Box component="form" noValidate onSubmit={onSubmit}>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {t(texts.description, { contact: selected.contact ?? '' })}
          </Typography>
          <SignInField
            key={selected.type}
            name="verificationCode"
            label={t(selected.type === 'BACKUP_CODE' ? texts.name : 'login.verification-code')}
            type="text"
            inputMode={selected.type === 'BACKUP_CODE' ? 'text' : 'numeric'}
            maxLength={selected.type === 'BACKUP_CODE' ? 8 : 6}
            autoComplete="one-time-code"
            autoFocus
            required
            value={code}
            onChange={(value) => {
              setCode(value);
              setError(null);
            }}
            error={fieldError ? t(fieldError) : undefined}
            disabled={checking}
          />
          <Button type="submit" variant="contained" fullWidth size="large" sx={{ mt: 1 }} disabled={checking}>
            {t('action.continue')}
          </Button>
          {sendsCode(selected.type) && (
            <Box sx={{ textAlign: 'center', mt: 1, minHeight: 36 }}>
              {!sending && countdown === 0 ? (
                <Button onClick={() => void sendCode(selected)}>{t('login.resend-code')}</Button>
              ) : (
                countdown > 0 && (
                  <Typography variant="body2" color="text.secondary" sx={{ lineHeight: '36px' }}>
                    {t('login.resend-code-wait', { time: countdown })}
                  </Typography>
                )
              )}
            </Box>
          )}
          {providers.length > 1 && (
            <Button fullWidth sx={{ mt: 1 }} onClick={tryAnotherWay}>
              {t('login.try-another-way')}
            </Button>
          )}
        </Box>
      )}
    </LoginCard>
  );
}
