import type { DeviceInfo } from '@fleetdeck/model';
import { useMutation } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ConfirmDialog } from '../../components/dialogs/ConfirmDialog';
import { EntityAutocomplete } from '../../components/pickers/EntityAutocomplete';
import { useAuthStore } from '../../core/session/auth-store';
import { EntityTablePage } from '../../entities/EntityTablePage';
import type { EntityContext } from '../../entities/entity-config';
import '../device-profiles/device-profile-lookup';
import { AssignToCustomerDialog } from './AssignToCustomerDialog';
import { ConnectivityDialog } from './ConnectivityDialog';
import { CredentialsDialog } from './credentials/CredentialsDialog';
import { type DevicePageActions, devicesConfig } from './devices-config';

interface Confirmation {
  title: string;
  message: string;
  run(): Promise<unknown>;
  context: EntityContext;
}

const PROFILE_PARAM = 'deviceProfileId';

/** /devices: the tenant's devices, or a customer user's own, with the credentials, assign and connectivity dialogs. */
export function DevicesPage() {
  const { t } = useTranslation();
  const authUser = useAuthStore((state) => state.authUser);
  const customerId = authUser?.authority === 'CUSTOMER_USER' ? authUser.customerId : null;
  const [params, setParams] = useSearchParams();
  const deviceProfileId = params.get(PROFILE_PARAM);
  const [credentialsOf, setCredentialsOf] = useState<DeviceInfo | null>(null);
  const [connectivityOf, setConnectivityOf] = useState<DeviceInfo | null>(null);
  const [assigning, setAssigning] = useState<{ devices: DeviceInfo[]; context: EntityContext } | null>(null);
  const [confirmation, setConfirmation] = useState<Confirmation | null>(null);
  const confirmed = useMutation({
    mutationFn: (request: Confirmation) => request.run(),
    onSuccess: (_result, request) => request.context.reload(),
    onSettled: () => setConfirmation(null),
  });

  const filter = (
    <EntityAutocomplete
      entityType="DEVICE_PROFILE"
      label="device-profile.device-profile"
      value={deviceProfileId ? { entityType: 'DEVICE_PROFILE', id: deviceProfileId } : null}
      onChange={(value) =>
        setParams(
          (current) => {
            const next = new URLSearchParams(current);
            if (value) next.set(PROFILE_PARAM, value.id);
            else next.delete(PROFILE_PARAM);
            next.delete('page');
            return next;
          },
          { replace: true },
        )
      }
    />
  );
  const actions: DevicePageActions = useMemo(
    () => ({
      openCredentials: setCredentialsOf,
      openConnectivity: setConnectivityOf,
      assign: (devices, context) => setAssigning({ devices, context }),
      confirm: setConfirmation,
    }),
    [],
  );
  // biome-ignore lint/correctness/useExhaustiveDependencies: the filter element is rebuilt with the same profile id.
  const config = useMemo(
    () => devicesConfig({ customerId, deviceProfileId, headerFilter: filter, actions }),
    [customerId, deviceProfileId, actions],
  );
  return (
    <>
      <EntityTablePage config={config} />
      <CredentialsDialog device={credentialsOf} readOnly={customerId !== null} onClose={() => setCredentialsOf(null)} />
      <ConnectivityDialog device={connectivityOf} onClose={() => setConnectivityOf(null)} />
      <AssignToCustomerDialog
        devices={assigning?.devices ?? null}
        onClose={() => setAssigning(null)}
        onAssigned={() => assigning?.context.reload()}
      />
      <ConfirmDialog
        open={confirmation !== null}
        busy={confirmed.isPending}
        title={confirmation?.title ?? ''}
        message={confirmation?.message ?? ''}
        okLabel={t('action.yes')}
        onCancel={() => setConfirmation(null)}
        onConfirm={() => confirmation && confirmed.mutate(confirmation)}
      />
    </>
  );
}
