import type { EdgeEvent, EdgeEventStatus } from '@fleetdeck/model';
import { mdiDotsHorizontal } from '@mdi/js';
import { IconButton, TableCell, Tooltip } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { MdiIcon } from '../../../components/icons/MdiIcon';
import { formatDateTime } from '../../../entities/columns';
import type { EventContent } from '../../events/EventContentDialog';
import { type DownlinkColumn, downlinkStatusLabel } from './downlink-columns';

interface DownlinkCellProps {
  column: DownlinkColumn;
  event: EdgeEvent;
  onOpenContent(content: EventContent): void;
}

/** One cell of the downlinks table; the body is a button that opens it as JSON, so the row stays one line. */
export function DownlinkCell({ column, event, onOpenContent }: DownlinkCellProps) {
  const { t } = useTranslation();
  const value = column.value(event);
  switch (column.kind) {
    case 'time':
      return <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(Number(value))}</TableCell>;
    case 'status':
      return (
        <TableCell sx={{ color: value === 'DEPLOYED' ? 'success.main' : 'text.secondary' }}>
          {t(downlinkStatusLabel(value as EdgeEventStatus))}
        </TableCell>
      );
    case 'content':
      return (
        <TableCell padding="none" align="center">
          {value !== '' && (
            <Tooltip title={t(column.title)}>
              <IconButton
                size="small"
                aria-label={t(column.title)}
                onClick={() => onOpenContent({ title: column.title, value, contentType: 'json' })}
              >
                <MdiIcon path={mdiDotsHorizontal} fontSize="small" />
              </IconButton>
            </Tooltip>
          )}
        </TableCell>
      );
    default:
      return <TableCell>{value}</TableCell>;
  }
}
