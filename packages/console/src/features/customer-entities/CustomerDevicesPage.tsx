import type { DeviceInfo } from '@fleetdeck/model';
import { useMemo, useState } from 'react';
import { ConnectivityDialog } from '../devices/ConnectivityDialog';
import { CredentialsDialog } from '../devices/credentials/CredentialsDialog';
import { type DeviceDialogs, devicesConfig } from '../devices/devices-config';
import { CustomerEntitiesPage } from './CustomerEntitiesPage';
import { CUSTOMER_DEVICES } from './customer-entity-kinds';
import { useCustomerIdParam } from './useCustomerIdParam';

/** /customers/:customerId/devices: a customer's devices, with the credentials and connectivity dialogs of its rows. */
export function CustomerDevicesPage() {
  const customerId = useCustomerIdParam();
  const [credentialsOf, setCredentialsOf] = useState<DeviceInfo | null>(null);
  const [connectivityOf, setConnectivityOf] = useState<DeviceInfo | null>(null);
  const dialogs = useMemo<DeviceDialogs>(
    () => ({ openCredentials: setCredentialsOf, openConnectivity: setConnectivityOf }),
    [],
  );
  return (
    <CustomerEntitiesPage<DeviceInfo>
      kind={CUSTOMER_DEVICES}
      customerId={customerId}
      baseConfig={(id) =>
        devicesConfig({
          customerId: id,
          editable: true,
          deviceProfileId: null,
          headerFilter: null,
          listActions: [],
          dialogs,
        })
      }
      dependencies={[dialogs]}
    >
      <CredentialsDialog device={credentialsOf} readOnly={false} onClose={() => setCredentialsOf(null)} />
      <ConnectivityDialog device={connectivityOf} onClose={() => setConnectivityOf(null)} />
    </CustomerEntitiesPage>
  );
}
