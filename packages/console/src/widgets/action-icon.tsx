import Add from '@mui/icons-material/Add';
import ContentCopy from '@mui/icons-material/ContentCopy';
import Delete from '@mui/icons-material/Delete';
import Edit from '@mui/icons-material/Edit';
import FileDownload from '@mui/icons-material/FileDownload';
import History from '@mui/icons-material/History';
import InfoOutlined from '@mui/icons-material/InfoOutlined';
import InsertChart from '@mui/icons-material/InsertChart';
import MapIcon from '@mui/icons-material/Map';
import MoreHoriz from '@mui/icons-material/MoreHoriz';
import OpenInNew from '@mui/icons-material/OpenInNew';
import Settings from '@mui/icons-material/Settings';
import ShowChart from '@mui/icons-material/ShowChart';
import Visibility from '@mui/icons-material/Visibility';
import type { SvgIconProps } from '@mui/material';
import type { ComponentType } from 'react';

/**
 * The Material icon names saved in widget action descriptors, drawn as bundled SVG icons (each its own module, so
 * only widget chunks carry them) and no icon font is fetched. Names without a drawing here show the "more" icon.
 */
const ICONS: Record<string, ComponentType<SvgIconProps>> = {
  add: Add,
  content_copy: ContentCopy,
  delete: Delete,
  edit: Edit,
  file_download: FileDownload,
  history: History,
  info: InfoOutlined,
  insert_chart: InsertChart,
  map: MapIcon,
  more_horiz: MoreHoriz,
  open_in_new: OpenInNew,
  settings: Settings,
  show_chart: ShowChart,
  visibility: Visibility,
};

export function ActionIcon({ name, ...props }: SvgIconProps & { name: string | undefined }) {
  const Icon = ICONS[name ?? ''] ?? MoreHoriz;
  return <Icon {...props} />;
}
