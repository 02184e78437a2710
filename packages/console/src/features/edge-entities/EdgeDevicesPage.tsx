import type { DeviceInfo } from '@fleetdeck/model';
import { useMemo, useState } from 'react';
import { api } from '../../core/http/api';
import { ConnectivityDialog } from '../devices/ConnectivityDialog';
import { CredentialsDialog } from '../devices/credentials/CredentialsDialog';
import { type DeviceDialogs, devicesConfig } from '../devices/devices-config';
import { withDeviceActivity } from '../telemetry/device-activity';
import { EdgeEntitiesPage } from './EdgeEntitiesPage';
import { EDGE_DEVICES, edgeDevices } from './edge-entity-kinds';
import { edgeList } from './edge-list';

/** /edgeInstances/:edgeId/devices: the devices assigned to an edge, with their activity. */
export function EdgeDevicesPage() {
  const [credentialsOf, setCredentialsOf] = useState<DeviceInfo | null>(null);
  const [connectivityOf, setConnectivityOf] = useState<DeviceInfo | null>(null);
  const dialogs = useMemo<DeviceDialogs>(
    () => ({ openCredentials: setCredentialsOf, openConnectivity: setConnectivityOf }),
    [],
  );
  return (
    <EdgeEntitiesPage<DeviceInfo>
      kind={EDGE_DEVICES}
      baseConfig={(edgeId) =>
        edgeList(
          devicesConfig({ customerId: null, deviceProfileId: null, headerFilter: null, listActions: [], dialogs }),
          edgeId,
          async (id, link) => withDeviceActivity(await edgeDevices(id, link), api.entityQuery.find),
        )
      }
      dependencies={[dialogs]}
    >
      <CredentialsDialog device={credentialsOf} readOnly={false} onClose={() => setCredentialsOf(null)} />
      <ConnectivityDialog device={connectivityOf} onClose={() => setConnectivityOf(null)} />
    </EdgeEntitiesPage>
  );
}
