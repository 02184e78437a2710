import type { DeviceInfo } from '@fleetdeck/model';
import { mdiCheck } from '@mdi/js';
import i18next from 'i18next';
import { MdiIcon } from '../../components/icons/MdiIcon';
import { createdTimeColumn, textColumn } from '../../entities/columns';
import type { EntityColumn } from '../../entities/entity-config';
import { deviceActiveColumn, lastActivityColumn } from '../telemetry/DeviceActivityCells';

function flagColumn(key: string, title: string, read: (device: DeviceInfo) => boolean): EntityColumn<DeviceInfo> {
  return {
    key,
    title,
    width: 90,
    render: (device) =>
      read(device) ? <MdiIcon path={mdiCheck} fontSize="small" aria-label={i18next.t(title)} /> : null,
    csv: read,
  };
}

/** The device list columns; a customer user's list leaves out the customer and public columns. */
export function deviceColumns(forCustomer: boolean): EntityColumn<DeviceInfo>[] {
  const columns: EntityColumn<DeviceInfo>[] = [
    createdTimeColumn(),
    textColumn('name', 'device.name'),
    textColumn('deviceProfileName', 'device-profile.device-profile'),
    textColumn('label', 'device.label'),
  ];
  if (!forCustomer) {
    columns.push(
      textColumn('customerTitle', 'device.customer'),
      flagColumn('customerIsPublic', 'device.public', (device) => device.customerIsPublic),
    );
  }
  columns.push(
    flagColumn('gateway', 'device.is-gateway', (device) => device.additionalInfo?.gateway === true),
    deviceActiveColumn,
    lastActivityColumn,
  );
  return columns;
}
