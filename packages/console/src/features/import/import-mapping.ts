import type { BulkImportColumn, BulkImportColumnType, BulkImportRequest } from '@fleetdeck/model';
import Papa from 'papaparse';

/** The entity kinds the CSV import handles. */
export type ImportEntityType = 'DEVICE' | 'ASSET' | 'EDGE';

export const CSV_DELIMITERS = [',', ';', '|', '\t'] as const;
export type CsvDelimiter = (typeof CSV_DELIMITERS)[number];

/** How many data lines the mapping step shows as examples. */
export const PREVIEW_LINES = 5;

const COMMON: BulkImportColumnType[] = [
  'NAME',
  'TYPE',
  'LABEL',
  'DESCRIPTION',
  'SHARED_ATTRIBUTE',
  'SERVER_ATTRIBUTE',
  'TIMESERIES',
];

const CREDENTIALS: BulkImportColumnType[] = [
  'ACCESS_TOKEN',
  'X509',
  'MQTT_CLIENT_ID',
  'MQTT_USER_NAME',
  'MQTT_PASSWORD',
  'LWM2M_CLIENT_ENDPOINT',
  'LWM2M_CLIENT_SECURITY_CONFIG_MODE',
  'LWM2M_CLIENT_IDENTITY',
  'LWM2M_CLIENT_KEY',
  'LWM2M_CLIENT_CERT',
];

/** The column types each kind accepts: gateway flag and credentials for devices, routing key and secret for edges. */
export function columnTypesFor(entityType: ImportEntityType): BulkImportColumnType[] {
  if (entityType === 'DEVICE') return [...COMMON, 'IS_GATEWAY', ...CREDENTIALS];
  if (entityType === 'EDGE') return [...COMMON, 'ROUTING_KEY', 'SECRET'];
  return COMMON;
}

export function isKeyedColumn(type: BulkImportColumnType): boolean {
  return type === 'SHARED_ATTRIBUTE' || type === 'SERVER_ATTRIBUTE' || type === 'TIMESERIES';
}

export interface CsvPreview {
  /** the header's titles, or empty titles without a header */
  titles: string[];
  /** the first data lines */
  rows: string[][];
  columnCount: number;
}

/** Reads the start of the file as the server will read it, to show the columns and a few values. */
export function previewCsv(text: string, delimiter: CsvDelimiter, header: boolean): CsvPreview {
  const parsed = Papa.parse<string[]>(text, { delimiter, skipEmptyLines: true, preview: PREVIEW_LINES + 1 });
  const lines = parsed.data;
  const columnCount = Math.max(0, ...lines.map((line) => line.length));
  const titles = header ? (lines[0] ?? []).map((title) => title.trim()) : [];
  const rows = (header ? lines.slice(1) : lines).slice(0, PREVIEW_LINES);
  return { titles: Array.from({ length: columnCount }, (_v, i) => titles[i] ?? ''), rows, columnCount };
}

const TITLE_TYPES: Record<string, BulkImportColumnType> = {
  name: 'NAME',
  type: 'TYPE',
  label: 'LABEL',
  description: 'DESCRIPTION',
  gateway: 'IS_GATEWAY',
  isgateway: 'IS_GATEWAY',
  accesstoken: 'ACCESS_TOKEN',
  routingkey: 'ROUTING_KEY',
  secret: 'SECRET',
};

/**
 * A first guess at the mapping: a header title naming a field maps to it, the first column is the name when nothing
 * else is, and the rest become server attributes keyed by their titles.
 */
export function guessColumns(preview: CsvPreview, entityType: ImportEntityType): BulkImportColumn[] {
  const allowed = new Set(columnTypesFor(entityType));
  const used = new Set<BulkImportColumnType>();
  const columns = preview.titles.map((title, index): BulkImportColumn => {
    const guess = TITLE_TYPES[title.toLowerCase().replace(/[\s_-]/g, '')];
    if (guess && allowed.has(guess) && !used.has(guess)) {
      used.add(guess);
      return { type: guess };
    }
    return { type: 'SERVER_ATTRIBUTE', key: title || `column${index + 1}` };
  });
  if (!used.has('NAME') && columns.length > 0) columns[0] = { type: 'NAME' };
  return columns;
}

/** What stops the import (message keys): a name column exactly once, each field once, a key for every attribute. */
export function mappingErrors(columns: readonly BulkImportColumn[]): string[] {
  const errors: string[] = [];
  const count = (type: BulkImportColumnType) => columns.filter((column) => column.type === type).length;
  if (count('NAME') === 0) errors.push('import.name-column-required');
  const fields = columns.filter((column) => !isKeyedColumn(column.type)).map((column) => column.type);
  if (new Set(fields).size !== fields.length) errors.push('import.column-type-repeated');
  const keyed = columns.filter((column) => isKeyedColumn(column.type));
  if (keyed.some((column) => !column.key?.trim())) errors.push('import.column-key-required');
  const keys = keyed.map((column) => `${column.type}:${column.key?.trim()}`);
  if (new Set(keys).size !== keys.length) errors.push('import.column-key-repeated');
  return errors;
}

export interface ImportOptions {
  delimiter: CsvDelimiter;
  header: boolean;
  update: boolean;
}

/** The BulkImportRequest of the file and mapping. */
export function importRequest(
  text: string,
  columns: readonly BulkImportColumn[],
  options: ImportOptions,
): BulkImportRequest {
  return {
    file: text,
    mapping: {
      columns: columns.map((column) =>
        isKeyedColumn(column.type) ? { type: column.type, key: column.key?.trim() ?? '' } : { type: column.type },
      ),
      delimiter: options.delimiter,
      header: options.header,
      update: options.update,
    },
  };
}
