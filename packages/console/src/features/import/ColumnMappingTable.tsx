import type { BulkImportColumn, BulkImportColumnType } from '@fleetdeck/model';
import { MenuItem, Table, TableBody, TableCell, TableHead, TableRow, TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { type CsvPreview, columnTypesFor, type ImportEntityType, isKeyedColumn } from './import-mapping';

interface ColumnMappingTableProps {
  entityType: ImportEntityType;
  preview: CsvPreview;
  columns: BulkImportColumn[];
  onChange(columns: BulkImportColumn[]): void;
}

/** One row per CSV column: an example value, its column type, and the key of an attribute column. */
export function ColumnMappingTable({ entityType, preview, columns, onChange }: ColumnMappingTableProps) {
  const { t } = useTranslation();
  const types = columnTypesFor(entityType);
  const update = (index: number, column: BulkImportColumn) =>
    onChange(columns.map((current, i) => (i === index ? column : current)));
  return (
    <Table size="small" aria-label={t('import.stepper-text.column-type')}>
      <TableHead>
        <TableRow>
          <TableCell>#</TableCell>
          <TableCell>{t('import.column-example')}</TableCell>
          <TableCell>{t('import.column-type.column-type')}</TableCell>
          <TableCell>{t('import.column-key')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {columns.map((column, index) => {
          const example = preview.rows.map((row) => row[index] ?? '').find(Boolean) ?? '';
          const title = preview.titles[index];
          const columnLabel = `${t('import.column-type.column-type')} ${index + 1}`;
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: a CSV column is its position.
            <TableRow key={index} data-testid="import-column">
              <TableCell>{index + 1}</TableCell>
              <TableCell sx={{ maxWidth: 200, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
                {title ? <strong>{title}: </strong> : null}
                {example}
              </TableCell>
              <TableCell>
                <TextField
                  select
                  size="small"
                  value={column.type}
                  slotProps={{ htmlInput: { 'aria-label': columnLabel } }}
                  onChange={(event) => {
                    const type = event.target.value as BulkImportColumnType;
                    update(index, isKeyedColumn(type) ? { type, key: column.key ?? (title || '') } : { type });
                  }}
                  sx={{ minWidth: 220 }}
                >
                  {types.map((type) => (
                    <MenuItem key={type} value={type}>
                      {t(`import.column-type.${type}`)}
                    </MenuItem>
                  ))}
                </TextField>
              </TableCell>
              <TableCell>
                {isKeyedColumn(column.type) && (
                  <TextField
                    size="small"
                    value={column.key ?? ''}
                    required
                    error={!column.key?.trim()}
                    slotProps={{ htmlInput: { 'aria-label': `${t('import.column-key')} ${index + 1}` } }}
                    onChange={(event) => update(index, { ...column, key: event.target.value })}
                  />
                )}
              </TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}
