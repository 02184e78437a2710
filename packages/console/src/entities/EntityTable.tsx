import type { SortOrder } from '@fleetdeck/model';
import {
  Checkbox,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  TableSortLabel,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { useTranslation } from 'react-i18next';
import { EntityCardList } from './EntityCardList';
import { EntityRowActions } from './EntityRowActions';
import type { EntityAction, EntityColumn, EntityContext, EntityRecord } from './entity-config';

/**
 * Cells keep their text on one line so a column is as wide as its content (a name does not wrap to three lines beside
 * a wide empty column, a CJK header does not break per character); the table then scrolls inside its container, and
 * a very long value ends in an ellipsis instead of widening its column without bound.
 */
const CELL_SX = { whiteSpace: 'nowrap', maxWidth: 360, overflow: 'hidden', textOverflow: 'ellipsis' } as const;

/** The actions column stays at the right edge while the other columns scroll sideways beneath it. */
const ACTIONS_SX = { position: 'sticky', right: 0, bgcolor: 'background.paper', whiteSpace: 'nowrap' } as const;

interface EntityTableProps<T extends EntityRecord> {
  columns: EntityColumn<T>[];
  actions: EntityAction<T>[];
  rows: T[];
  sortOrder: SortOrder;
  selected: ReadonlySet<string>;
  context: EntityContext;
  noEntities: string;
  /** false hides the selection checkboxes */
  selectable?: boolean;
  onSort(sortOrder: SortOrder): void;
  onToggle(id: string): void;
  onToggleAll(): void;
  onOpen(entity: T): void;
}

/**
 * The rows of the current page with sortable headers, selection checkboxes and per-row actions; below 1200 px the
 * actions fold into one menu per row, and on phones the rows become cards.
 */
export function EntityTable<T extends EntityRecord>(props: EntityTableProps<T>) {
  const { t } = useTranslation();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const folded = useMediaQuery(theme.breakpoints.down('lg'));
  const { columns, actions, rows, sortOrder, selected } = props;
  const selectable = props.selectable ?? true;
  const allSelected = rows.length > 0 && rows.every((row) => selected.has(row.id.id));
  if (phone) return <EntityCardList {...props} selectable={selectable} />;
  return (
    <TableContainer sx={{ flex: 1, minHeight: 0, minWidth: 0, overflow: 'auto' }}>
      <Table stickyHeader size="small">
        <TableHead>
          <TableRow>
            {selectable && (
              <TableCell padding="checkbox">
                <Checkbox
                  checked={allSelected}
                  indeterminate={!allSelected && rows.some((row) => selected.has(row.id.id))}
                  onChange={props.onToggleAll}
                  slotProps={{ input: { 'aria-label': t('entity.select-all') } }}
                />
              </TableCell>
            )}
            {columns.map((column) => (
              <TableCell key={column.key} sx={{ width: column.width, whiteSpace: 'nowrap' }}>
                {column.sortProperty ? (
                  <TableSortLabel
                    active={sortOrder.property === column.sortProperty}
                    direction={
                      sortOrder.property === column.sortProperty && sortOrder.direction === 'DESC' ? 'desc' : 'asc'
                    }
                    onClick={() =>
                      props.onSort({
                        property: column.sortProperty as string,
                        direction:
                          sortOrder.property === column.sortProperty && sortOrder.direction === 'ASC' ? 'DESC' : 'ASC',
                      })
                    }
                  >
                    {t(column.title)}
                  </TableSortLabel>
                ) : (
                  t(column.title)
                )}
              </TableCell>
            ))}
            <TableCell sx={{ ...ACTIONS_SX, zIndex: 3 }} />
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.length === 0 && (
            <TableRow>
              <TableCell
                colSpan={columns.length + (selectable ? 2 : 1)}
                align="center"
                sx={{ py: 4, color: 'text.secondary' }}
              >
                {t(props.noEntities)}
              </TableCell>
            </TableRow>
          )}
          {rows.map((row) => (
            <TableRow
              key={row.id.id}
              hover
              selected={selected.has(row.id.id)}
              onClick={() => props.onOpen(row)}
              sx={{ cursor: 'pointer' }}
            >
              {selectable && (
                <TableCell padding="checkbox" onClick={(event) => event.stopPropagation()}>
                  <Checkbox
                    checked={selected.has(row.id.id)}
                    onChange={() => props.onToggle(row.id.id)}
                    slotProps={{ input: { 'aria-label': t('entity.select') } }}
                  />
                </TableCell>
              )}
              {columns.map((column) => (
                <TableCell key={column.key} sx={CELL_SX}>
                  {column.render(row)}
                </TableCell>
              ))}
              <TableCell align="right" sx={ACTIONS_SX} onClick={(event) => event.stopPropagation()}>
                <EntityRowActions entity={row} actions={actions} context={props.context} folded={folded} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
