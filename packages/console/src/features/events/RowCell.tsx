import { mdiDotsHorizontal } from '@mdi/js';
import { IconButton, TableCell, Tooltip } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { MdiIcon } from '../../components/icons/MdiIcon';
import { formatDateTime } from '../../entities/columns';
import type { EventContent } from './EventContentDialog';
import type { RowColumn } from './row-column';

interface RowCellProps<R> {
  column: RowColumn<R>;
  row: R;
  onOpenContent(content: EventContent): void;
}

/** One cell of an events or downlinks table; long content is a button that opens it, so the row stays one line. */
export function RowCell<R>({ column, row, onOpenContent }: RowCellProps<R>) {
  const { t } = useTranslation();
  const value = column.value(row);
  switch (column.kind) {
    case 'time':
      return <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(Number(value))}</TableCell>;
    case 'status': {
      const status = column.status?.(value) ?? null;
      return <TableCell sx={{ color: status?.color }}>{status ? t(status.label) : ''}</TableCell>;
    }
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
