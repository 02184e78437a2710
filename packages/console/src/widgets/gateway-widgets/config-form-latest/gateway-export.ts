import { strToU8, zipSync } from 'fflate';
import { connectorFileName, type GatewayForm } from './gateway-config';

/** The loggers of the gateway's `logs.conf`, each writing its own file under `./logs/`. */
const LOGGERS = ['service', 'connector', 'converter', 'tb_connection', 'storage', 'extension'] as const;

const yamlText = (text: string) => JSON.stringify(text);

/** The gateway's main configuration file: connection, storage and the enabled connectors with their files. */
export function gatewayYaml(form: GatewayForm): string {
  const storage =
    form.storage.type === 'memory'
      ? [
          '  type: memory',
          `  read_records_count: ${form.storage.readRecordsCount}`,
          `  max_records_count: ${form.storage.maxRecordsCount}`,
        ]
      : [
          '  type: file',
          `  data_folder_path: ${yamlText(form.storage.dataFolderPath)}`,
          `  max_file_count: ${form.storage.maxFileCount}`,
          `  max_read_records_count: ${form.storage.readRecordsCount}`,
          `  max_records_per_file: ${form.storage.maxRecordsCount}`,
        ];
  const connectors = form.connectors
    .filter((connector) => connector.enabled)
    .flatMap((connector) => [
      '  -',
      `    name: ${yamlText(connector.name.trim())}`,
      `    type: ${connector.type}`,
      `    configuration: ${connectorFileName(connector.name)}`,
    ]);
  return [
    'thingsboard:',
    `  host: ${yamlText(form.host)}`,
    `  port: ${form.port}`,
    '  remoteConfiguration: true',
    'storage:',
    ...storage,
    ...(connectors.length > 0 ? ['connectors:', ...connectors] : ['connectors: []']),
    '',
  ].join('\n');
}

/**
 * The gateway's Python logging configuration at the chosen remote logging level. Python logging has no level NONE:
 * the quietest, CRITICAL, stands for it.
 */
export function gatewayLogsConf(level: string): string {
  const upper = level.toUpperCase();
  const loggerLevel = upper === 'NONE' ? 'CRITICAL' : upper;
  const handlers = LOGGERS.map((name) => `${name}Handler`);
  const sections = [
    `[loggers]\nkeys=root, ${LOGGERS.join(', ')}`,
    `[handlers]\nkeys=consoleHandler, ${handlers.join(', ')}`,
    '[formatters]\nkeys=LogFormatter',
    '[logger_root]\nlevel=ERROR\nhandlers=consoleHandler',
    ...LOGGERS.map(
      (name) =>
        `[logger_${name}]\nlevel=${loggerLevel}\nhandlers=${name}Handler\nformatter=LogFormatter\nqualname=${name}`,
    ),
    '[handler_consoleHandler]\nclass=StreamHandler\nlevel=DEBUG\nformatter=LogFormatter\nargs=(sys.stdout,)',
    ...LOGGERS.map(
      (name) =>
        `[handler_${name}Handler]\nlevel=${loggerLevel}\nclass=logging.handlers.TimedRotatingFileHandler\n` +
        `formatter=LogFormatter\nargs=("./logs/${name}.log", "d", 1, 7,)`,
    ),
    '[formatter_LogFormatter]\nformat="%(asctime)s - |%(levelname)s| - [%(filename)s] - %(module)s - %(funcName)s - %(lineno)d - %(message)s"\ndatefmt="%Y-%m-%d %H:%M:%S"',
  ];
  return `${sections.join('\n\n')}\n`;
}

/** The ZIP the gateway's export button downloads: `tb_gateway.yaml`, `logs.conf` and each enabled connector's JSON. */
export function gatewayConfigZip(form: GatewayForm): Uint8Array {
  const files: Record<string, Uint8Array> = {
    'tb_gateway.yaml': strToU8(gatewayYaml(form)),
    'logs.conf': strToU8(gatewayLogsConf(form.remoteLoggingLevel)),
  };
  for (const connector of form.connectors) {
    if (!connector.enabled) continue;
    files[connectorFileName(connector.name)] = strToU8(`${JSON.stringify(JSON.parse(connector.config), null, 2)}\n`);
  }
  return zipSync(files);
}

/** The name the export is saved under. */
export const GATEWAY_EXPORT_FILE = 'tb_gateway.zip';
