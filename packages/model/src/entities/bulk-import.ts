/**
 * CSV bulk import of devices, assets and edges (POST /api/{device|asset|edge}/bulk_import, 3.4.1 BulkImportRequest).
 */
export const BULK_IMPORT_COLUMN_TYPES = [
  'NAME',
  'TYPE',
  'LABEL',
  'DESCRIPTION',
  'IS_GATEWAY',
  'SHARED_ATTRIBUTE',
  'SERVER_ATTRIBUTE',
  'TIMESERIES',
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
  'ROUTING_KEY',
  'SECRET',
] as const;
export type BulkImportColumnType = (typeof BULK_IMPORT_COLUMN_TYPES)[number];

export interface BulkImportColumn {
  type: BulkImportColumnType;
  /** The attribute or time-series key, for SHARED_ATTRIBUTE, SERVER_ATTRIBUTE and TIMESERIES columns. */
  key?: string | null;
}

export interface BulkImportRequest {
  /** The CSV text. */
  file: string;
  mapping: {
    columns: BulkImportColumn[];
    delimiter: string;
    /** Update an existing entity of the same name instead of failing the line. */
    update: boolean;
    /** The first line holds column titles and is not imported. */
    header: boolean;
  };
}

export interface BulkImportResult {
  created: number;
  updated: number;
  errors: number;
  /** `Line: <n>; Error: <message>`, n counting the file's lines from 1 (the header included). */
  errorsList: string[];
}
