import { type DeviceInfo, NULL_UUID } from '@fleetdeck/model';
import {
  mdiAccountMinus,
  mdiAccountPlus,
  mdiCheckNetworkOutline,
  mdiContentCopy,
  mdiKeyChain,
  mdiShareVariant,
  mdiShareVariantOutline,
} from '@mdi/js';
import i18next from 'i18next';
import type { ReactNode } from 'react';
import { entitySaved } from '../../components/pickers/subtype-cache';
import { api } from '../../core/http/api';
import type { EntityAction, EntityContext, EntityTableConfig } from '../../entities/entity-config';
import { withDeviceActivity } from '../telemetry/device-activity';
import { attributesTab, latestTelemetryTab } from '../telemetry/telemetry-tabs';
import { DeviceDetailsActions } from './DeviceDetailsActions';
import { DeviceForm } from './DeviceForm';
import { deviceColumns } from './device-columns';
import { copyDeviceId } from './device-copy';
import type { DeviceDraft } from './device-form-values';

/** What the device page opens for an action: dialogs live in the page, the config only asks for them. */
export interface DevicePageActions {
  openCredentials(device: DeviceInfo): void;
  openConnectivity(device: DeviceInfo): void;
  assign(devices: DeviceInfo[], context: EntityContext): void;
  confirm(request: { title: string; message: string; run(): Promise<unknown>; context: EntityContext }): void;
}

export interface DevicesConfigOptions {
  /** the customer of a customer user, whose devices the list shows read-only; null for a tenant administrator */
  customerId: string | null;
  deviceProfileId: string | null;
  headerFilter: ReactNode;
  actions: DevicePageActions;
}

export function isAssigned(device: DeviceInfo): boolean {
  return device.customerId.id !== NULL_UUID && !device.customerIsPublic;
}

function isUnassigned(device: DeviceInfo): boolean {
  return device.customerId.id === NULL_UUID;
}

function tenantActions(actions: DevicePageActions): EntityAction<DeviceInfo>[] {
  const confirm =
    (title: string, text: string, run: (device: DeviceInfo) => Promise<unknown>) =>
    (device: DeviceInfo, context: EntityContext) =>
      actions.confirm({
        title: i18next.t(title, { deviceName: device.name }),
        message: i18next.t(text),
        run: () => run(device),
        context,
      });
  return [
    {
      id: 'makePublic',
      icon: mdiShareVariant,
      label: 'device.make-public',
      isVisible: isUnassigned,
      onAction: confirm('device.make-public-device-title', 'device.make-public-device-text', (device) =>
        api.devices.makePublic(device.id.id),
      ),
    },
    {
      id: 'makePrivate',
      icon: mdiShareVariantOutline,
      label: 'device.make-private',
      isVisible: (device) => device.customerIsPublic,
      onAction: confirm('device.make-private-device-title', 'device.make-private-device-text', (device) =>
        api.devices.unassignFromCustomer(device.id.id),
      ),
    },
    {
      id: 'assign',
      icon: mdiAccountPlus,
      label: 'device.assign-to-customer',
      isVisible: isUnassigned,
      onAction: (device, context) => actions.assign([device], context),
    },
    {
      id: 'unassign',
      icon: mdiAccountMinus,
      label: 'device.unassign-from-customer',
      isVisible: isAssigned,
      onAction: confirm('device.unassign-device-title', 'device.unassign-device-text', (device) =>
        api.devices.unassignFromCustomer(device.id.id),
      ),
    },
    {
      id: 'credentials',
      icon: mdiKeyChain,
      label: 'device.manage-credentials',
      onAction: (device) => actions.openCredentials(device),
    },
  ];
}

function customerActions(actions: DevicePageActions): EntityAction<DeviceInfo>[] {
  return [
    {
      id: 'credentials',
      icon: mdiKeyChain,
      label: 'device.view-credentials',
      onAction: (device) => actions.openCredentials(device),
    },
    { id: 'copyId', icon: mdiContentCopy, label: 'device.copyId', onAction: copyDeviceId },
    {
      id: 'connectivity',
      icon: mdiCheckNetworkOutline,
      label: 'device.check-connectivity',
      onAction: (device) => actions.openConnectivity(device),
    },
  ];
}

/**
 * The devices of a tenant, or read-only the devices of a customer user's customer (seed 001 §7.4, contract §6.4),
 * filtered by device profile.
 */
export function devicesConfig(options: DevicesConfigOptions): EntityTableConfig<DeviceInfo> {
  const { customerId, deviceProfileId, actions } = options;
  const filter = deviceProfileId ? { deviceProfileId } : {};
  return {
    id: 'devices',
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
    save: async (draft: DeviceDraft) => {
      const { credentials, ...device } = draft;
      const named = { ...device, name: device.name ?? '' };
      const saved = credentials
        ? await api.devices.saveWithCredentials(named, credentials)
        : await api.devices.save(named);
      entitySaved('DEVICE');
      return saved as DeviceInfo;
    },
    remove: (device) => api.devices.delete(device.id.id),
    Form: DeviceForm,
    readOnly: customerId !== null,
    headerFilter: options.headerFilter,
    queryScope: [customerId, deviceProfileId],
    actions: customerId ? customerActions(actions) : tenantActions(actions),
    bulkActions: customerId
      ? []
      : [
          {
            id: 'assign',
            icon: mdiAccountPlus,
            label: 'device.assign-devices',
            onAction: (devices, context) => actions.assign(devices, context),
          },
        ],
    detailsTabs: [attributesTab({ defaultScope: 'CLIENT_SCOPE' }), latestTelemetryTab((device) => device.name)],
    detailsActions: (device) => <DeviceDetailsActions device={device} actions={actions} />,
    exportName: 'devices',
  };
}
