import type { DeviceInfo } from '@fleetdeck/model';
import { mdiCheckNetworkOutline, mdiContentCopy, mdiKeyChain } from '@mdi/js';
import type { ReactNode } from 'react';
import { api } from '../../core/http/api';
import type { EntityAction, EntityListAction, EntityTableConfig } from '../../entities/entity-config';
import { alarmsDetailsTab } from '../alarms/alarms-tab';
import { auditLogsDetailsTab } from '../audit-logs/audit-logs-tab';
import { eventsDetailsTab } from '../events/events-tab';
import {
  type OwnershipApi,
  type OwnershipPageActions,
  ownershipActions,
  ownershipBulkActions,
  ownershipMessages,
} from '../ownership/ownership';
import { relationsDetailsTab } from '../relations/relations-tab';
import { withDeviceActivity } from '../telemetry/device-activity';
import { attributesTab, latestTelemetryTab } from '../telemetry/telemetry-tabs';
import { DeviceDetailsActions } from './DeviceDetailsActions';
import { DeviceForm } from './DeviceForm';
import { deviceColumns } from './device-columns';
import { copyDeviceId } from './device-copy';
import type { DeviceDraft } from './device-form-values';

/** The device dialogs the page opens for an action besides the ownership ones. */
export interface DeviceDialogs {
  openCredentials(device: DeviceInfo): void;
  openConnectivity(device: DeviceInfo): void;
}

export const deviceOwnershipApi: OwnershipApi = {
  assignToCustomer: (customerId, deviceId) => api.devices.assignToCustomer(customerId, deviceId),
  unassignFromCustomer: (deviceId) => api.devices.unassignFromCustomer(deviceId),
  makePublic: (deviceId) => api.devices.assignToPublicCustomer(deviceId),
};

export const DEVICE_OWNERSHIP_MESSAGES = ownershipMessages('device');

export interface DevicesConfigOptions {
  /** the customer of a customer user, whose devices the list shows read-only; null for a tenant administrator */
  customerId: string | null;
  /** a customer's list opened by its tenant administrator: the details can be edited, unlike a customer user's */
  editable?: boolean;
  deviceProfileId: string | null;
  headerFilter: ReactNode;
  listActions: EntityListAction[];
  dialogs: DeviceDialogs;
  /** the ownership dialogs of the tenant's list; a customer's list offers none of these actions */
  page?: OwnershipPageActions<DeviceInfo>;
}

function tenantActions(dialogs: DeviceDialogs, page: OwnershipPageActions<DeviceInfo>): EntityAction<DeviceInfo>[] {
  return [
    ...ownershipActions(deviceOwnershipApi, DEVICE_OWNERSHIP_MESSAGES, page),
    {
      id: 'credentials',
      icon: mdiKeyChain,
      label: 'device.manage-credentials',
      onAction: (device) => dialogs.openCredentials(device),
    },
  ];
}

function customerActions(dialogs: DeviceDialogs): EntityAction<DeviceInfo>[] {
  return [
    {
      id: 'credentials',
      icon: mdiKeyChain,
      label: 'device.view-credentials',
      onAction: (device) => dialogs.openCredentials(device),
    },
    { id: 'copyId', icon: mdiContentCopy, label: 'device.copyId', onAction: copyDeviceId },
    {
      id: 'connectivity',
      icon: mdiCheckNetworkOutline,
      label: 'device.check-connectivity',
      onAction: (device) => dialogs.openConnectivity(device),
    },
  ];
}

/**
 * The devices of a tenant, or read-only the devices of a customer user's customer,
 * filtered by device profile.
 */
export function devicesConfig(options: DevicesConfigOptions): EntityTableConfig<DeviceInfo> {
  const { customerId, deviceProfileId, dialogs, page } = options;
  const tenant = customerId === null;
  const editable = tenant || options.editable === true;
  const filter = deviceProfileId ? { deviceProfileId } : {};
  return {
    id: 'devices',
    entityType: 'DEVICE',
    messages: {
      title: 'device.devices',
      add: 'device.add',
      details: 'device.device-details',
      deleteTitle: 'device.delete-device-title',
      deleteText: 'device.delete-device-text',
      deleteSelectedTitle: 'device.delete-devices-title',
      deleteSelectedText: 'device.delete-devices-text',
      noEntities: 'device.no-devices-text',
    },
    columns: deviceColumns(customerId !== null),
    defaultSort: { property: 'createdTime', direction: 'DESC' },
    entityTitle: (device) => device.name,
    fetchPage: async (link) =>
      withDeviceActivity(
        await (customerId
          ? api.devices.customerDeviceInfos(customerId, link, filter)
          : api.devices.tenantDeviceInfos(link, filter)),
        api.entityQuery.find,
      ),
    fetchById: (id) => api.devices.info(id),
    save: async (draft: DeviceDraft) => {
      const { credentials, ...device } = draft;
      const named = { ...device, name: device.name ?? '' };
      const saved = credentials
        ? await api.devices.saveWithCredentials(named, credentials)
        : await api.devices.save(named);
      return saved as DeviceInfo;
    },
    remove: (device) => api.devices.delete(device.id.id),
    Form: DeviceForm,
    readOnly: !editable,
    headerFilter: options.headerFilter,
    queryScope: [customerId, deviceProfileId],
    actions: tenant && page ? tenantActions(dialogs, page) : customerActions(dialogs),
    bulkActions: tenant && page ? ownershipBulkActions(DEVICE_OWNERSHIP_MESSAGES, page) : [],
    listActions: tenant ? options.listActions : [],
    detailsTabs: [
      attributesTab({ defaultScope: 'CLIENT_SCOPE' }),
      latestTelemetryTab((device) => device.name),
      alarmsDetailsTab(),
      eventsDetailsTab(),
      relationsDetailsTab({ readOnly: !editable }),
      // Only tenant administrators may read audit logs: a customer user's list has no such tab.
      ...(editable ? [auditLogsDetailsTab()] : []),
    ],
    detailsActions: (device) => <DeviceDetailsActions device={device} dialogs={dialogs} />,
    exportName: 'devices',
  };
}
