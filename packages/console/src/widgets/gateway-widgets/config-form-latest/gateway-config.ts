/**
 * The gateway's configuration as the form edits it, read from and written to the attributes the gateway uses:
 * `current_configuration` (what the gateway reports), `configuration_drafts` (disabled connectors) and
 * `RemoteLoggingLevel`; saving writes `configuration` and `configuration_drafts` as base64 of their JSON.
 */

export const CONNECTOR_TYPES = [
  { type: 'mqtt', label: 'MQTT' },
  { type: 'modbus', label: 'Modbus' },
  { type: 'opcua', label: 'OPC-UA' },
  { type: 'ble', label: 'BLE' },
  { type: 'request', label: 'Request' },
  { type: 'can', label: 'CAN' },
  { type: 'bacnet', label: 'BACnet' },
  { type: 'custom', label: 'Custom' },
] as const;

export const LOGGING_LEVELS = ['NONE', 'CRITICAL', 'ERROR', 'WARNING', 'INFO', 'DEBUG'] as const;

export interface GatewayConnector {
  name: string;
  type: string;
  enabled: boolean;
  /** the connector's JSON configuration as text, edited as such */
  config: string;
}

export interface GatewayForm {
  host: string;
  port: number;
  remoteLoggingLevel: string;
  storage: {
    type: 'memory' | 'file';
    readRecordsCount: number;
    maxRecordsCount: number;
    dataFolderPath: string;
    maxFileCount: number;
  };
  connectors: GatewayConnector[];
}

export const EMPTY_GATEWAY_FORM: GatewayForm = {
  host: 'demo.thingsboard.io',
  port: 1883,
  remoteLoggingLevel: 'DEBUG',
  storage: {
    type: 'memory',
    readRecordsCount: 100,
    maxRecordsCount: 10000,
    dataFolderPath: './data/',
    maxFileCount: 5,
  },
  connectors: [],
};

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** base64 of JSON, as the attributes hold it (UTF-8 safe). */
export function encodeBase64Json(value: unknown): string {
  const bytes = new TextEncoder().encode(JSON.stringify(value));
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/** The JSON an attribute holds as base64 (or as JSON itself); null when it holds neither. */
export function decodeBase64Json(value: unknown): unknown {
  if (isObject(value)) return value;
  if (typeof value !== 'string' || value.trim() === '') return null;
  try {
    return JSON.parse(value);
  } catch {
    try {
      const binary = atob(value.trim());
      return JSON.parse(new TextDecoder().decode(Uint8Array.from(binary, (char) => char.charCodeAt(0))));
    } catch {
      return null;
    }
  }
}

/** A connector's file name in the gateway's configuration folder. */
export const connectorFileName = (name: string) =>
  `${name
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')}.json`;

const num = (value: unknown, fallback: number) =>
  typeof value === 'number' && Number.isFinite(value) ? value : fallback;
const str = (value: unknown, fallback: string) => (typeof value === 'string' ? value : fallback);

/** The form from the attributes: the reported configuration's settings and connectors, then the disabled drafts. */
export function readGatewayForm(current: unknown, drafts: unknown, loggingLevel: unknown): GatewayForm {
  const configuration = decodeBase64Json(current);
  const root = isObject(configuration) ? configuration : {};
  const general = isObject(root.thingsboard) ? root.thingsboard : {};
  const connection = isObject(general.thingsboard) ? general.thingsboard : {};
  const storage = isObject(general.storage) ? general.storage : {};
  const defaults = EMPTY_GATEWAY_FORM.storage;
  const connectors: GatewayConnector[] = (Array.isArray(general.connectors) ? general.connectors : [])
    .filter(isObject)
    .map((connector) => {
      const type = str(connector.type, 'custom');
      const files = Array.isArray(root[type]) ? (root[type] as unknown[]).filter(isObject) : [];
      const file = files.find((candidate) => candidate.name === connector.configuration) ?? {};
      return { name: str(connector.name, ''), type, enabled: true, config: JSON.stringify(file.config ?? {}, null, 2) };
    });
  const draftList = decodeBase64Json(drafts);
  if (isObject(draftList)) {
    for (const [name, draft] of Object.entries(draftList)) {
      if (!isObject(draft)) continue;
      connectors.push({
        name,
        type: str(draft.connector, 'custom'),
        enabled: false,
        config: JSON.stringify(draft.config ?? {}, null, 2),
      });
    }
  }
  return {
    host: str(connection.host, EMPTY_GATEWAY_FORM.host),
    port: num(connection.port, EMPTY_GATEWAY_FORM.port),
    remoteLoggingLevel:
      typeof loggingLevel === 'string' && loggingLevel
        ? loggingLevel.toUpperCase()
        : EMPTY_GATEWAY_FORM.remoteLoggingLevel,
    storage: {
      type: storage.type === 'file' ? 'file' : 'memory',
      // File storage names its counts per file.
      readRecordsCount: num(storage.read_records_count ?? storage.max_read_records_count, defaults.readRecordsCount),
      maxRecordsCount: num(storage.max_records_count ?? storage.max_records_per_file, defaults.maxRecordsCount),
      dataFolderPath: str(storage.data_folder_path, defaults.dataFolderPath),
      maxFileCount: num(storage.max_file_count, defaults.maxFileCount),
    },
    connectors,
  };
}

/** Why a connector cannot be saved: a message key, or null. */
export function connectorProblem(connector: GatewayConnector, all: readonly GatewayConnector[]): string | null {
  if (!connector.name.trim()) return 'widgets.gateway.connector-name-required';
  if (all.filter((other) => other.name.trim() === connector.name.trim()).length > 1)
    return 'widgets.gateway.connector-name-duplicate';
  try {
    if (!isObject(JSON.parse(connector.config))) return 'widgets.gateway.connector-config-invalid';
  } catch {
    return 'widgets.gateway.connector-config-invalid';
  }
  return null;
}

/** What saving writes: the shared configuration and logging level, and the server drafts of disabled connectors. */
export function gatewayAttributes(form: GatewayForm) {
  const connection = { host: form.host, port: form.port, remoteConfiguration: true };
  const storage =
    form.storage.type === 'memory'
      ? {
          type: 'memory',
          read_records_count: form.storage.readRecordsCount,
          max_records_count: form.storage.maxRecordsCount,
        }
      : {
          type: 'file',
          data_folder_path: form.storage.dataFolderPath,
          max_file_count: form.storage.maxFileCount,
          max_read_records_count: form.storage.readRecordsCount,
          max_records_per_file: form.storage.maxRecordsCount,
        };
  const configuration: Json = { thingsboard: { thingsboard: connection, storage, connectors: [] as Json[] } };
  const drafts: Json = {};
  for (const connector of form.connectors) {
    const config = JSON.parse(connector.config) as unknown;
    const name = connector.name.trim();
    if (!connector.enabled) {
      drafts[name] = { connector: connector.type, config };
      continue;
    }
    const file = connectorFileName(name);
    ((configuration.thingsboard as Json).connectors as Json[]).push({
      configuration: file,
      name,
      type: connector.type,
    });
    configuration[connector.type] = [
      ...((configuration[connector.type] as Json[] | undefined) ?? []),
      { name: file, config },
    ];
  }
  return {
    shared: {
      configuration: encodeBase64Json(configuration),
      RemoteLoggingLevel: form.remoteLoggingLevel.toUpperCase(),
    },
    server: { configuration_drafts: encodeBase64Json(drafts) },
  };
}
