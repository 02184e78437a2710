/** The per-device SNMP agent settings (defaults: localhost, port 161, V2C, community public). */
export const SNMP_PROTOCOL_VERSIONS = ['V1', 'V2C', 'V3'] as const;
export const SNMP_AUTH_PROTOCOLS = ['SHA_1', 'SHA_224', 'SHA_256', 'SHA_384', 'SHA_512', 'MD5'] as const;
export const SNMP_PRIVACY_PROTOCOLS = ['DES', 'AES_128', 'AES_192', 'AES_256'] as const;

export interface SnmpDeviceValues {
  host: string;
  port: number | null;
  protocolVersion: (typeof SNMP_PROTOCOL_VERSIONS)[number];
  community: string;
  username: string;
  securityName: string;
  contextName: string;
  authenticationProtocol: (typeof SNMP_AUTH_PROTOCOLS)[number];
  authenticationPassphrase: string;
  privacyProtocol: (typeof SNMP_PRIVACY_PROTOCOLS)[number];
  privacyPassphrase: string;
  engineId: string;
}

export type SnmpDeviceProblems = Partial<Record<keyof SnmpDeviceValues, string>>;

type Json = Record<string, unknown>;

function text(value: unknown, fallback = ''): string {
  return typeof value === 'string' ? value : fallback;
}

function oneOf<T extends string>(options: readonly T[], value: unknown, fallback: T): T {
  return options.find((option) => option === value) ?? fallback;
}

export function snmpDeviceValues(configuration: Json | null | undefined): SnmpDeviceValues {
  const given = configuration?.type === 'SNMP' ? configuration : {};
  return {
    host: text(given.host, 'localhost'),
    port: typeof given.port === 'number' ? given.port : 161,
    protocolVersion: oneOf(SNMP_PROTOCOL_VERSIONS, given.protocolVersion, 'V2C'),
    community: text(given.community, 'public'),
    username: text(given.username),
    securityName: text(given.securityName),
    contextName: text(given.contextName),
    authenticationProtocol: oneOf(SNMP_AUTH_PROTOCOLS, given.authenticationProtocol, 'SHA_512'),
    authenticationPassphrase: text(given.authenticationPassphrase),
    privacyProtocol: oneOf(SNMP_PRIVACY_PROTOCOLS, given.privacyProtocol, 'DES'),
    privacyPassphrase: text(given.privacyPassphrase),
    engineId: text(given.engineId),
  };
}

/** Host, a port from 1 to 65535, the community of V1 and V2C, the user and security names of V3. */
export function snmpDeviceProblems(values: SnmpDeviceValues): SnmpDeviceProblems {
  const problems: SnmpDeviceProblems = {};
  if (!values.host.trim()) problems.host = 'device.snmp.host-required';
  if (values.port === null || !Number.isInteger(values.port) || values.port < 1 || values.port > 65535)
    problems.port = 'device.snmp.port-range';
  if (values.protocolVersion !== 'V3' && !values.community.trim())
    problems.community = 'device.snmp.community-required';
  if (values.protocolVersion === 'V3') {
    if (!values.username.trim()) problems.username = 'device.snmp.username-required';
    if (!values.securityName.trim()) problems.securityName = 'device.snmp.security-name-required';
  }
  return problems;
}

/** The device's transport configuration: V1 and V2C carry a community, V3 its user security settings. */
export function snmpDeviceConfiguration(values: SnmpDeviceValues): Json {
  const base = { type: 'SNMP', host: values.host.trim(), port: values.port, protocolVersion: values.protocolVersion };
  if (values.protocolVersion !== 'V3') return { ...base, community: values.community };
  const { host: _host, port: _port, protocolVersion: _version, community: _community, ...v3 } = values;
  return { ...base, ...v3 };
}
