import type { SortOrder } from '@fleetdeck/model';
import { mdiPencil } from '@mdi/js';
import {
  Checkbox,
  IconButton,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  TableSortLabel,
  Tooltip,
} from '@mui/material';
import { useTranslation } from 'react-i18next';
import { valueText } from '../../components/editors/value/value-input';
import { MdiIcon } from '../../components/icons/MdiIcon';
import { formatDateTime } from '../../entities/columns';
import type { KeyValueRow, KeyValueSortProperty } from './key-value-rows';

interface KeyValueTableProps {
  rows: KeyValueRow[];
  sortOrder: SortOrder;
  selected: ReadonlySet<string>;
  /** message key shown when there are no rows */
  noRows: string;
  onSort(sortOrder: SortOrder): void;
  onToggle(key: string): void;
  onToggleAll(): void;
  /** present when values can be edited */
  onEdit?(row: KeyValueRow): void;
}

const COLUMNS: Array<{ property: KeyValueSortProperty; title: string; width?: number }> = [
  { property: 'lastUpdateTs', title: 'attribute.last-update-time', width: 200 },
  { property: 'key', title: 'attribute.key', width: 220 },
  { property: 'value', title: 'attribute.value' },
];

/** The rows of the attributes and latest telemetry tabs: last update time, key, value, selection and edit. */
export function KeyValueTable({
  rows,
  sortOrder,
  selected,
  noRows,
  onSort,
  onToggle,
  onToggleAll,
  onEdit,
}: KeyValueTableProps) {
  const { t } = useTranslation();
  const allSelected = rows.length > 0 && rows.every((row) => selected.has(row.key));
  return (
    <TableContainer>
      <Table size="small">
        <TableHead>
          <TableRow>
            <TableCell padding="checkbox">
              <Checkbox
                checked={allSelected}
                indeterminate={!allSelected && rows.some((row) => selected.has(row.key))}
                onChange={onToggleAll}
                slotProps={{ input: { 'aria-label': t('entity.select-all') } }}
              />
            </TableCell>
            {COLUMNS.map((column) => (
              <TableCell key={column.property} sx={{ width: column.width }}>
                <TableSortLabel
                  active={sortOrder.property === column.property}
                  direction={sortOrder.property === column.property && sortOrder.direction === 'DESC' ? 'desc' : 'asc'}
                  onClick={() =>
                    onSort({
                      property: column.property,
                      direction:
                        sortOrder.property === column.property && sortOrder.direction === 'ASC' ? 'DESC' : 'ASC',
                    })
                  }
                >
                  {t(column.title)}
                </TableSortLabel>
              </TableCell>
            ))}
            {onEdit && <TableCell sx={{ width: 48 }} />}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.length === 0 && (
            <TableRow>
              <TableCell colSpan={onEdit ? 5 : 4} align="center" sx={{ py: 4, color: 'text.secondary' }}>
                {t(noRows)}
              </TableCell>
            </TableRow>
          )}
          {rows.map((row) => (
            <TableRow key={row.key} hover selected={selected.has(row.key)} data-key={row.key}>
              <TableCell padding="checkbox">
                <Checkbox
                  checked={selected.has(row.key)}
                  onChange={() => onToggle(row.key)}
                  slotProps={{ input: { 'aria-label': t('entity.select') } }}
                />
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(row.lastUpdateTs)}</TableCell>
              <TableCell sx={{ wordBreak: 'break-all' }}>{row.key}</TableCell>
              {/* Values are shown as text, never as markup. */}
              <TableCell sx={{ wordBreak: 'break-all' }}>{valueText(row.value)}</TableCell>
              {onEdit && (
                <TableCell padding="none">
                  <Tooltip title={t('action.edit')}>
                    <IconButton size="small" aria-label={t('action.edit')} onClick={() => onEdit(row)}>
                      <MdiIcon path={mdiPencil} fontSize="small" />
                    </IconButton>
                  </Tooltip>
                </TableCell>
              )}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
