import type { User } from '@fleetdeck/model';
import { Alert, Box, Button, Stack } from '@mui/material';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '../../core/http/api';
import { useIsLoading } from '../../core/http/loading-store';
import { showToast } from '../../core/notifications/toast-store';
import type { EntityContext } from '../../entities/entity-config';

/**
 * Whether the user may sign in, with the switch between enabled and disabled. Only GET /api/user/{id} reports the
 * credentials state, so this tab reads the user again.
 */
export function UserAccountTab({ user, context }: { user: User; context: EntityContext }) {
  const { t } = useTranslation();
  const loading = useIsLoading();
  const details = useQuery({ queryKey: ['user', user.id.id], queryFn: () => api.users.get(user.id.id) });
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
  if (!details.data) return null;
  return (
    <Box>
      <Alert severity={enabled ? 'success' : 'warning'} data-testid="account-state">
        {t(enabled ? 'user.account-enabled' : 'user.account-disabled')}
      </Alert>
      <Stack direction="row" sx={{ mt: 2 }}>
        <Button variant="outlined" disabled={loading} onClick={() => toggle.mutate()}>
          {t(enabled ? 'user.disable-account' : 'user.enable-account')}
        </Button>
      </Stack>
    </Box>
  );
}
