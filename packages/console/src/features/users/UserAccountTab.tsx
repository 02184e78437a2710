import type { User } from '@fleetdeck/model';
import { Alert, Box, Button, Stack } from '@mui/material';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '../../core/http/api';
import { useIsLoading } from '../../core/http/loading-store';
import { reportError } from '../../core/http/report-error';
import { showToast } from '../../core/notifications/toast-store';
import type { EntityContext } from '../../entities/entity-config';

interface UserAccountTabProps {
  user: User;
  context: EntityContext;
  showActivationLink(link: string): void;
}

/**
 * Whether the user may sign in, with the switch between enabled and disabled, and the activation link and mail for an
 * account not activated yet. Only GET /api/user/{id} reports the credentials state, so this tab reads the user again.
 */
export function UserAccountTab({ user, context, showActivationLink }: UserAccountTabProps) {
  const { t } = useTranslation();
  const loading = useIsLoading();
  // Read afresh whenever the tab opens: the user activates the account elsewhere, by the mailed link.
  const details = useQuery({ queryKey: ['user', user.id.id], queryFn: () => api.users.get(user.id.id), staleTime: 0 });
  const enabled = details.data?.additionalInfo?.userCredentialsEnabled === true;
  const toggle = useMutation({
    mutationFn: () => api.users.setCredentialsEnabled(user.id.id, !enabled),
    onSuccess: async () => {
      showToast({
        type: 'success',
        message: t(enabled ? 'user.disable-account-message' : 'user.enable-account-message'),
      });
      await details.refetch();
      context.reload();
    },
  });
  const run = (action: () => Promise<void>) => {
    action().catch(reportError);
  };
  if (!details.data) return null;
  // A user who never signed in and whose credentials are not enabled has not set a password yet.
  const activated = enabled || details.data.additionalInfo?.lastLoginTs !== undefined;
  return (
    <Box>
      <Alert severity={enabled ? 'success' : 'warning'} data-testid="account-state">
        {t(enabled ? 'user.account-enabled' : 'user.account-disabled')}
      </Alert>
      <Stack direction="row" spacing={1} sx={{ mt: 2, flexWrap: 'wrap' }}>
        <Button variant="outlined" disabled={loading} onClick={() => toggle.mutate()}>
          {t(enabled ? 'user.disable-account' : 'user.enable-account')}
        </Button>
        {!activated && (
          <>
            <Button
              disabled={loading}
              onClick={() => run(async () => showActivationLink(await api.users.activationLink(user.id.id)))}
            >
              {t('user.display-activation-link')}
            </Button>
            <Button
              disabled={loading}
              onClick={() =>
                run(async () => {
                  await api.users.sendActivationMail(user.email);
                  showToast({ type: 'success', message: t('user.activation-email-sent-message') });
                })
              }
            >
              {t('user.resend-activation')}
            </Button>
          </>
        )}
      </Stack>
    </Box>
  );
}
