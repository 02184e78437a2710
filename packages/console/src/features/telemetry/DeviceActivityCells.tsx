import { Chip } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../entities/columns';
import type { EntityColumn } from '../../entities/entity-config';
import type { DeviceWithActivity } from './device-activity';
import { useDeviceActivity } from './device-activity-live';

function ActiveCell({ device }: { device: DeviceWithActivity }) {
  const { t } = useTranslation();
  const { active } = useDeviceActivity(device.id.id, device);
  if (active === undefined) return null;
  return (
    <Chip
      size="small"
      variant="outlined"
      color={active ? 'success' : 'default'}
      label={t(active ? 'device.active' : 'device.inactive')}
      data-testid="device-active"
    />
  );
}

function LastActivityCell({ device }: { device: DeviceWithActivity }) {
  const { lastActivityTime } = useDeviceActivity(device.id.id, device);
  return lastActivityTime ? formatDateTime(lastActivityTime) : null;
}

/** Whether the device is connected (its `active` server attribute), kept live. */
export const deviceActiveColumn: EntityColumn<DeviceWithActivity> = {
  key: 'active',
  title: 'device.active',
  width: 110,
  render: (device) => <ActiveCell device={device} />,
  csv: (device) => device.active,
};

/** When the device last sent anything (its `lastActivityTime` server attribute), kept live. */
export const lastActivityColumn: EntityColumn<DeviceWithActivity> = {
  key: 'lastActivityTime',
  title: 'device.last-activity-time',
  width: 180,
  render: (device) => <LastActivityCell device={device} />,
  csv: (device) => (device.lastActivityTime ? new Date(device.lastActivityTime).toISOString() : ''),
};
