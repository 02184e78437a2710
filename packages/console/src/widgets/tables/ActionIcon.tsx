import AddIcon from '@mui/icons-material/Add';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import BuildIcon from '@mui/icons-material/Build';
import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import CloudDownloadIcon from '@mui/icons-material/CloudDownload';
import CloudUploadIcon from '@mui/icons-material/CloudUpload';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import DashboardIcon from '@mui/icons-material/Dashboard';
import DeleteIcon from '@mui/icons-material/Delete';
import DoneIcon from '@mui/icons-material/Done';
import EditIcon from '@mui/icons-material/Edit';
import FileDownloadIcon from '@mui/icons-material/FileDownload';
import FileUploadIcon from '@mui/icons-material/FileUpload';
import HistoryIcon from '@mui/icons-material/History';
import InfoIcon from '@mui/icons-material/Info';
import InsertChartIcon from '@mui/icons-material/InsertChart';
import LaunchIcon from '@mui/icons-material/Launch';
import ListIcon from '@mui/icons-material/List';
import LocationOnIcon from '@mui/icons-material/LocationOn';
import LockIcon from '@mui/icons-material/Lock';
import MapIcon from '@mui/icons-material/Map';
import MoreHorizIcon from '@mui/icons-material/MoreHoriz';
import NotificationsIcon from '@mui/icons-material/Notifications';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import PersonIcon from '@mui/icons-material/Person';
import PlaceIcon from '@mui/icons-material/Place';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import PowerSettingsNewIcon from '@mui/icons-material/PowerSettingsNew';
import RefreshIcon from '@mui/icons-material/Refresh';
import RemoveIcon from '@mui/icons-material/Remove';
import SaveIcon from '@mui/icons-material/Save';
import SearchIcon from '@mui/icons-material/Search';
import SendIcon from '@mui/icons-material/Send';
import SettingsIcon from '@mui/icons-material/Settings';
import ShareIcon from '@mui/icons-material/Share';
import ShowChartIcon from '@mui/icons-material/ShowChart';
import StopIcon from '@mui/icons-material/Stop';
import SyncIcon from '@mui/icons-material/Sync';
import TimelineIcon from '@mui/icons-material/Timeline';
import TouchAppIcon from '@mui/icons-material/TouchApp';
import VisibilityIcon from '@mui/icons-material/Visibility';
import WarningIcon from '@mui/icons-material/Warning';
import type { SvgIconProps } from '@mui/material';
import type { ComponentType } from 'react';

/**
 * Material icon names that saved actions use. Each icon is its own module, so the icons load with the widget chunks
 * and never with the sign-in page.
 */
const ICONS: Record<string, ComponentType<SvgIconProps>> = {
  add: AddIcon,
  edit: EditIcon,
  delete: DeleteIcon,
  show_chart: ShowChartIcon,
  insert_chart: InsertChartIcon,
  timeline: TimelineIcon,
  map: MapIcon,
  location_on: LocationOnIcon,
  place: PlaceIcon,
  settings: SettingsIcon,
  build: BuildIcon,
  history: HistoryIcon,
  file_download: FileDownloadIcon,
  cloud_download: CloudDownloadIcon,
  file_upload: FileUploadIcon,
  cloud_upload: CloudUploadIcon,
  content_copy: ContentCopyIcon,
  save: SaveIcon,
  more_horiz: MoreHorizIcon,
  visibility: VisibilityIcon,
  info: InfoIcon,
  search: SearchIcon,
  refresh: RefreshIcon,
  sync: SyncIcon,
  open_in_new: OpenInNewIcon,
  launch: LaunchIcon,
  play_arrow: PlayArrowIcon,
  stop: StopIcon,
  arrow_forward: ArrowForwardIcon,
  dashboard: DashboardIcon,
  list: ListIcon,
  remove: RemoveIcon,
  close: CloseIcon,
  check: CheckIcon,
  done: DoneIcon,
  notifications: NotificationsIcon,
  warning: WarningIcon,
  power_settings_new: PowerSettingsNewIcon,
  share: ShareIcon,
  send: SendIcon,
  lock: LockIcon,
  person: PersonIcon,
};

/** A saved action's icon; an icon the console does not bundle shows as a tap gesture. */
export function ActionIcon({ name, ...props }: SvgIconProps & { name: string | undefined }) {
  const Icon = (name && ICONS[name]) || TouchAppIcon;
  return <Icon {...props} />;
}
