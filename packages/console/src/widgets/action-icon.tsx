import {
  mdiChartLine,
  mdiCog,
  mdiContentCopy,
  mdiDelete,
  mdiDotsHorizontal,
  mdiDownload,
  mdiEye,
  mdiHistory,
  mdiInformationOutline,
  mdiMap,
  mdiOpenInNew,
  mdiPencil,
  mdiPlus,
} from '@mdi/js';
import type { SvgIconProps } from '@mui/material';
import { MdiIcon } from '../components/icons/MdiIcon';

/**
 * The Material icon names saved in widget action descriptors, drawn from bundled SVG paths so that no icon font is
 * fetched. Names without a drawing here show the "more" icon.
 */
const ICONS: Record<string, string> = {
  add: mdiPlus,
  content_copy: mdiContentCopy,
  delete: mdiDelete,
  edit: mdiPencil,
  file_download: mdiDownload,
  history: mdiHistory,
  info: mdiInformationOutline,
  insert_chart: mdiChartLine,
  map: mdiMap,
  more_horiz: mdiDotsHorizontal,
  open_in_new: mdiOpenInNew,
  settings: mdiCog,
  show_chart: mdiChartLine,
  visibility: mdiEye,
};

export function ActionIcon({ name, ...props }: SvgIconProps & { name: string | undefined }) {
  return <MdiIcon path={ICONS[name ?? ''] ?? mdiDotsHorizontal} {...props} />;
}
