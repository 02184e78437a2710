import type { DeviceInfo } from '@fleetdeck/model';
import { useMemo, useState } from 'react';
import { EntityAutocomplete } from '../../components/pickers/EntityAutocomplete';
import { useUrlParams } from '../../core/routing/url-params';
import type { EntityContext } from '../../entities/entity-config';
import { ImportWizardDialog } from '../import/ImportWizardDialog';
import { importListAction } from '../import/import-action';
import { OwnedEntitiesPage } from '../ownership/OwnedEntitiesPage';
import { useCustomerScope } from '../ownership/useCustomerScope';
import { ConnectivityDialog } from './ConnectivityDialog';
import { CredentialsDialog } from './credentials/CredentialsDialog';
import { DEVICE_OWNERSHIP_MESSAGES, type DeviceDialogs, deviceOwnershipApi, devicesConfig } from './devices-config';

const PROFILE_PARAM = 'deviceProfileId';

/** The device profile filter of the list, kept in the URL like the rest of the list state. */
function useDeviceProfileFilter() {
  const [params, setParams] = useUrlParams();
  const deviceProfileId = params.get(PROFILE_PARAM);
  const filter = (
    <EntityAutocomplete
      entityType="DEVICE_PROFILE"
      label="device-profile.device-profile"
      value={deviceProfileId ? { entityType: 'DEVICE_PROFILE', id: deviceProfileId } : null}
      onChange={(value) => setParams({ [PROFILE_PARAM]: value?.id ?? null, page: null })}
    />
  );
  return { deviceProfileId, filter };
}

/**
 * /devices: the tenant's devices, or a customer user's own read-only, with the credentials, connectivity and CSV import
 * dialogs.
 */
export function DevicesPage() {
  const customerId = useCustomerScope();
  const { deviceProfileId, filter } = useDeviceProfileFilter();
  const [credentialsOf, setCredentialsOf] = useState<DeviceInfo | null>(null);
  const [connectivityOf, setConnectivityOf] = useState<DeviceInfo | null>(null);
  const [importing, setImporting] = useState<EntityContext | null>(null);
  const dialogs = useMemo<DeviceDialogs>(
    () => ({ openCredentials: setCredentialsOf, openConnectivity: setConnectivityOf }),
    [],
  );
  return (
    <OwnedEntitiesPage<DeviceInfo>
      config={(page) =>
        devicesConfig({
          customerId,
          deviceProfileId,
          headerFilter: filter,
          listActions: [importListAction('DEVICE', setImporting)],
          dialogs,
          page,
        })
      }
      dependencies={[customerId, deviceProfileId]}
      ownershipApi={deviceOwnershipApi}
      messages={DEVICE_OWNERSHIP_MESSAGES}
    >
      <CredentialsDialog device={credentialsOf} readOnly={customerId !== null} onClose={() => setCredentialsOf(null)} />
      <ConnectivityDialog device={connectivityOf} onClose={() => setConnectivityOf(null)} />
      <ImportWizardDialog
        entityType="DEVICE"
        open={importing !== null}
        onClose={() => setImporting(null)}
        onImported={() => importing?.reload()}
      />
    </OwnedEntitiesPage>
  );
}
