import AccountCircleIcon from '@mui/icons-material/AccountCircle';
import DashboardIcon from '@mui/icons-material/Dashboard';
import DevicesOtherIcon from '@mui/icons-material/DevicesOther';
import DomainIcon from '@mui/icons-material/Domain';
import FunctionsIcon from '@mui/icons-material/Functions';
import InsertDriveFileIcon from '@mui/icons-material/InsertDriveFile';
import NotificationsActiveIcon from '@mui/icons-material/NotificationsActive';
import SupervisorAccountIcon from '@mui/icons-material/SupervisorAccount';
import ViewQuiltIcon from '@mui/icons-material/ViewQuilt';
import type { SvgIconProps } from '@mui/material';
import type { ComponentType } from 'react';
import { ActionIcon } from '../../tables/ActionIcon';
import type { NodeIconInfo } from './node-functions';

/** The icons of the platform's entity types, beside the action icons the console bundles. */
const NODE_ICONS: Record<string, ComponentType<SvgIconProps>> = {
  devices_other: DevicesOtherIcon,
  domain: DomainIcon,
  supervisor_account: SupervisorAccountIcon,
  account_circle: AccountCircleIcon,
  dashboards: DashboardIcon,
  notifications_active: NotificationsActiveIcon,
  view_quilt: ViewQuiltIcon,
  insert_drive_file: InsertDriveFileIcon,
  functions: FunctionsIcon,
};

/** Only image addresses a user function may point an icon at: no script or other schemes. */
const SAFE_IMAGE_URL = /^(https?:\/\/|\/|data:image\/(png|jpeg|gif|webp);)/i;

/** A node's icon: an image of the user's function, a material icon, or its entity type's icon. */
export function NodeIcon({ icon }: { icon: NodeIconInfo }) {
  if (icon.iconUrl && SAFE_IMAGE_URL.test(icon.iconUrl)) {
    return <img src={icon.iconUrl} alt="" width={20} height={20} style={{ objectFit: 'contain' }} />;
  }
  const Icon = icon.materialIcon ? NODE_ICONS[icon.materialIcon] : undefined;
  if (Icon) return <Icon fontSize="small" color="action" />;
  return <ActionIcon name={icon.materialIcon} fontSize="small" color="action" />;
}
