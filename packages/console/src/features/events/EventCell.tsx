import type { EventInfo } from '@fleetdeck/model';
import { mdiDotsHorizontal } from '@mdi/js';
import { IconButton, TableCell, Tooltip } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { MdiIcon } from '../../components/icons/MdiIcon';
import { formatDateTime } from '../../entities/columns';
import type { EventContent } from './EventContentDialog';
import type { EventColumn } from './event-columns';

interface EventCellProps {
  column: EventColumn;
  event: EventInfo;
  onOpenContent(content: EventContent): void;
}

/** One cell of the events table; long content is a button that opens it, so the row stays one line. */
export function EventCell({ column, event, onOpenContent }: EventCellProps) {
  const { t } = useTranslation();
  const value = column.value(event);
  switch (column.kind) {
    case 'time':
      return <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(Number(value))}</TableCell>;
    case 'status':
      return <TableCell>{value === '' ? '' : t(value === 'true' ? 'event.success' : 'event.failed')}</TableCell>;
    case 'content':
      return (
        <TableCell padding="none" align="center">
          {value !== '' && (
            <Tooltip title={t(column.title)}>
              <IconButton
                size="small"
                aria-label={t(column.title)}
                onClick={() => onOpenContent({ title: column.title, value, contentType: column.contentType ?? 'text' })}
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
