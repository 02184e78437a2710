import type { OAuth2ClientInfo } from '@fleetdeck/model';
import { Button, Divider, Stack } from '@mui/material';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useIsLoading } from '../../core/http/loading-store';
import { sessionApi } from '../../core/http/session-api';

/** "or", then one button per external sign-in client of the web console; nothing when there are none or on failure. */
export function OAuthClientButtons() {
  const { t } = useTranslation();
  const loading = useIsLoading();
  const [clients, setClients] = useState<OAuth2ClientInfo[]>([]);
  useEffect(() => {
    let current = true;
    // Asked once per visit of the sign-in page; a failure only means no such buttons.
    sessionApi.auth
      .oauth2Clients('WEB')
      .then((found) => current && setClients(found))
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, []);
  if (clients.length === 0) return null;
  return (
    <Stack spacing={1} sx={{ mt: 2 }}>
      <Divider>{t('login.or')}</Divider>
      {clients.map((client) => (
        <Button key={client.url} variant="outlined" href={client.url} disabled={loading}>
          {t('login.login-with', { name: client.name })}
        </Button>
      ))}
    </Stack>
  );
}
