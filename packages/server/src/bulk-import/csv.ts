import { BULK_IMPORT_COLUMN_TYPES, type BulkImportColumnType } from '@fleetdeck/model';
import { parse } from 'csv-parse/sync';
import { badRequest } from '../http/errors.js';

/** Where a keyed column's value goes: an attribute scope, or the entity's time series. */
export type ValueTarget = 'SHARED_SCOPE' | 'SERVER_SCOPE' | 'TIMESERIES';

/** One CSV line, read through the column mapping: entity fields by column type, and keyed values by target and key. */
export interface ImportLine {
  lineNumber: number;
  fields: Partial<Record<BulkImportColumnType, string>>;
  values: Array<{ target: ValueTarget; key: string; value: string }>;
}

export interface ParsedImport {
  lines: ImportLine[];
  update: boolean;
}

const TARGETS: Partial<Record<BulkImportColumnType, ValueTarget>> = {
  SHARED_ATTRIBUTE: 'SHARED_SCOPE',
  SERVER_ATTRIBUTE: 'SERVER_SCOPE',
  TIMESERIES: 'TIMESERIES',
};

interface Column {
  type: BulkImportColumnType;
  key: string | null;
}

function readColumns(value: unknown): Column[] {
  if (!Array.isArray(value) || value.length === 0) throw badRequest('Bulk import mapping columns should be specified!');
  return value.map((column, index) => {
    const type = (column as { type?: unknown } | null)?.type;
    if (typeof type !== 'string' || !(BULK_IMPORT_COLUMN_TYPES as readonly string[]).includes(type)) {
      throw badRequest(`Unsupported bulk import column type '${String(type)}' in column ${index + 1}!`);
    }
    const rawKey = (column as { key?: unknown }).key;
    const key = typeof rawKey === 'string' && rawKey.trim() ? rawKey.trim() : null;
    if (TARGETS[type as BulkImportColumnType] && !key) {
      throw badRequest(`Attribute key should be specified for column ${index + 1}!`);
    }
    return { type: type as BulkImportColumnType, key };
  });
}

/**
 * Reads a BulkImportRequest: the CSV text split by the mapping's delimiter, the header line skipped when the
 * mapping says so. Line numbers count the file's lines from 1, header included, as the error list reports them.
 * Empty cells are left out, so an empty value never overwrites anything.
 */
export function parseImportRequest(body: unknown): ParsedImport {
  const request = (body ?? {}) as { file?: unknown; mapping?: Record<string, unknown> };
  if (typeof request.file !== 'string' || request.file.trim() === '') {
    throw badRequest('Bulk import file should be specified!');
  }
  const mapping = request.mapping ?? {};
  const columns = readColumns(mapping.columns);
  const delimiter = typeof mapping.delimiter === 'string' && mapping.delimiter !== '' ? mapping.delimiter : ',';
  let records: Array<{ record: string[]; info: { lines: number } }>;
  try {
    records = parse(request.file, {
      delimiter,
      info: true,
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: true,
    }) as unknown as Array<{ record: string[]; info: { lines: number } }>;
  } catch (error) {
    throw badRequest(`Unable to parse the CSV file: ${(error as Error).message}`);
  }
  if (mapping.header === true) records = records.slice(1);
  const lines = records.map(({ record, info }) => {
    const line: ImportLine = { lineNumber: info.lines, fields: {}, values: [] };
    columns.forEach((column, index) => {
      const value = record[index]?.trim();
      if (!value) return;
      const target = TARGETS[column.type];
      if (target) line.values.push({ target, key: column.key as string, value });
      else line.fields[column.type] = value;
    });
    return line;
  });
  return { lines, update: mapping.update === true };
}
