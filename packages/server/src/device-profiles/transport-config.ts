import type { DeviceTransportType } from '@fleetdeck/model';
import { badRequest } from '../http/errors.js';

type Json = Record<string, unknown>;

export function isObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The sample schemas a PROTOBUF payload starts with, as the platform offers them. */
export const DEFAULT_PROTO_SCHEMAS = {
  deviceTelemetryProtoSchema:
    'syntax ="proto3";\npackage telemetry;\n\nmessage SensorDataReading {\n\n  optional double temperature = 1;\n  optional double humidity = 2;\n  InnerObject innerObject = 3;\n\n  message InnerObject {\n    optional string key1 = 1;\n    optional bool key2 = 2;\n    optional double key3 = 3;\n    optional int32 key4 = 4;\n    optional string key5 = 5;\n  }\n}',
  deviceAttributesProtoSchema:
    'syntax ="proto3";\npackage attributes;\n\nmessage SensorConfiguration {\n  optional string firmwareVersion = 1;\n  optional string serialNumber = 2;\n}',
  deviceRpcRequestProtoSchema:
    'syntax ="proto3";\npackage rpc;\n\nmessage RpcRequestMsg {\n  optional string method = 1;\n  optional int32 requestId = 2;\n  optional string params = 3;\n}',
  deviceRpcResponseProtoSchema:
    'syntax ="proto3";\npackage rpc;\n\nmessage RpcResponseMsg {\n  optional string payload = 1;\n}',
} as const;

const PROTO_SCHEMA_NAMES: Record<keyof typeof DEFAULT_PROTO_SCHEMAS, string> = {
  deviceTelemetryProtoSchema: 'telemetry',
  deviceAttributesProtoSchema: 'attributes',
  deviceRpcRequestProtoSchema: 'rpc request',
  deviceRpcResponseProtoSchema: 'rpc response',
};

const POWER_MODES = ['PSM', 'DRX', 'E_DRX'];
const SECURITY_MODES = ['NO_SEC', 'PSK', 'RPK', 'X509'];
const SNMP_SPECS = [
  'TELEMETRY_QUERYING',
  'CLIENT_ATTRIBUTES_QUERYING',
  'SHARED_ATTRIBUTES_SETTING',
  'TO_DEVICE_RPC_REQUEST',
  'TO_SERVER_RPC_REQUEST',
];
const SNMP_DATA_TYPES = ['STRING', 'LONG', 'BOOLEAN', 'DOUBLE', 'JSON'];
const OID = /^\.?([0-2])((\.0)|(\.[1-9][0-9]*))*$/;

function objectPart(given: Json, key: string, what: string): Json | undefined {
  const value = given[key];
  if (value === undefined || value === null) return undefined;
  if (!isObject(value)) throw badRequest(`${what} should be an object!`);
  return value;
}

function payloadConfiguration(given: Json | undefined, what: string): Json {
  const type = given?.transportPayloadType ?? 'JSON';
  if (type === 'JSON') return { ...given, transportPayloadType: 'JSON' };
  if (type !== 'PROTOBUF') throw badRequest(`${what} payload type should be JSON or PROTOBUF!`);
  const filled: Json = {
    enableCompatibilityWithJsonPayloadFormat: false,
    useJsonPayloadFormatForDefaultDownlinkTopics: false,
    ...DEFAULT_PROTO_SCHEMAS,
    ...given,
    transportPayloadType: 'PROTOBUF',
  };
  for (const [key, name] of Object.entries(PROTO_SCHEMA_NAMES)) {
    const schema = filled[key];
    if (typeof schema !== 'string' || !/\bmessage\s+\w+\s*\{/.test(schema)) {
      throw badRequest(`Failed to parse device ${name} proto schema: a message definition is required!`);
    }
  }
  return filled;
}

function mqtt(given: Json): Json {
  const filled = {
    deviceTelemetryTopic: 'v1/devices/me/telemetry',
    deviceAttributesTopic: 'v1/devices/me/attributes',
    sendAckOnValidationException: false,
    ...given,
  };
  for (const [key, name] of [
    ['deviceTelemetryTopic', 'telemetry'],
    ['deviceAttributesTopic', 'attributes'],
  ] as const) {
    const topic = filled[key];
    if (typeof topic !== 'string' || topic.trim() === '')
      throw badRequest(`MQTT device ${name} topic should be specified!`);
  }
  if (typeof filled.sendAckOnValidationException !== 'boolean') {
    throw badRequest('MQTT sendAckOnValidationException should be true or false!');
  }
  return {
    ...filled,
    transportPayloadTypeConfiguration: payloadConfiguration(
      objectPart(given, 'transportPayloadTypeConfiguration', 'MQTT transportPayloadTypeConfiguration'),
      'MQTT',
    ),
  };
}

function powerMode(settings: Json, what: string): void {
  if (!POWER_MODES.includes(settings.powerMode as string)) {
    throw badRequest(`${what} power mode should be one of ${POWER_MODES.join(', ')}!`);
  }
}

function coap(given: Json): Json {
  const device = objectPart(given, 'coapDeviceTypeConfiguration', 'CoAP coapDeviceTypeConfiguration') ?? {};
  const deviceType = device.coapDeviceType ?? 'DEFAULT';
  let coapDeviceTypeConfiguration: Json;
  if (deviceType === 'DEFAULT') {
    coapDeviceTypeConfiguration = {
      ...device,
      coapDeviceType: 'DEFAULT',
      transportPayloadTypeConfiguration: payloadConfiguration(
        objectPart(device, 'transportPayloadTypeConfiguration', 'CoAP transportPayloadTypeConfiguration'),
        'CoAP',
      ),
    };
  } else if (deviceType === 'EFENTO') {
    coapDeviceTypeConfiguration = { ...device, coapDeviceType: 'EFENTO' };
  } else {
    throw badRequest('CoAP device type should be DEFAULT or EFENTO!');
  }
  const clientSettings = { powerMode: 'DRX', ...objectPart(given, 'clientSettings', 'CoAP clientSettings') };
  powerMode(clientSettings, 'CoAP');
  return { ...given, coapDeviceTypeConfiguration, clientSettings };
}

function lwm2m(given: Json): Json {
  const observe = objectPart(given, 'observeAttr', 'LwM2M observeAttr') ?? {};
  const observeAttr = { observe: [], attribute: [], telemetry: [], keyName: {}, attributeLwm2m: {}, ...observe };
  for (const list of ['observe', 'attribute', 'telemetry'] as const) {
    const value = observeAttr[list];
    if (!Array.isArray(value) || value.some((item) => typeof item !== 'string')) {
      throw badRequest(`LwM2M observeAttr.${list} should be a list of resource paths!`);
    }
  }
  for (const map of ['keyName', 'attributeLwm2m'] as const) {
    if (!isObject(observeAttr[map])) throw badRequest(`LwM2M observeAttr.${map} should be an object!`);
  }
  const bootstrap = given.bootstrap ?? [];
  if (!Array.isArray(bootstrap)) throw badRequest('LwM2M bootstrap should be a list of server configurations!');
  for (const server of bootstrap) {
    if (!isObject(server)) throw badRequest('LwM2M bootstrap should be a list of server configurations!');
    if (server.securityMode !== undefined && !SECURITY_MODES.includes(server.securityMode as string)) {
      throw badRequest(`LwM2M server security mode should be one of ${SECURITY_MODES.join(', ')}!`);
    }
    const port = server.port;
    if (port !== undefined && (!Number.isInteger(port) || (port as number) < 0 || (port as number) > 65535)) {
      throw badRequest('LwM2M server port should be between 0 and 65535!');
    }
  }
  const clientLwM2mSettings = {
    clientOnlyObserveAfterConnect: 1,
    fwUpdateStrategy: 1,
    swUpdateStrategy: 1,
    powerMode: 'DRX',
    compositeOperationsSupport: false,
    ...objectPart(given, 'clientLwM2mSettings', 'LwM2M clientLwM2mSettings'),
  };
  powerMode(clientLwM2mSettings, 'LwM2M');
  return { bootstrapServerUpdateEnable: false, ...given, observeAttr, bootstrap, clientLwM2mSettings };
}

/** The platform's SnmpDeviceProfileTransportConfiguration.isValid, answered with its one message. */
function snmp(given: Json): Json {
  const filled: Json = { timeoutMs: 500, retries: 0, communicationConfigs: [], ...given };
  const invalid = () => badRequest('Snmp transport configuration is not valid');
  const count = (value: unknown) => Number.isInteger(value) && (value as number) >= 0;
  if (!count(filled.timeoutMs) || !count(filled.retries)) throw invalid();
  const configs: unknown = filled.communicationConfigs;
  if (!Array.isArray(configs)) throw invalid();
  const specs = new Set<unknown>();
  for (const config of configs as unknown[]) {
    if (!isObject(config) || !SNMP_SPECS.includes(config.spec as string) || specs.has(config.spec)) throw invalid();
    specs.add(config.spec);
    if (String(config.spec).endsWith('_QUERYING') && !(Number(config.queryingFrequencyMs) > 0)) throw invalid();
    const mappings = config.mappings;
    if (!Array.isArray(mappings) || mappings.length === 0) throw invalid();
    for (const mapping of mappings) {
      if (
        !isObject(mapping) ||
        typeof mapping.oid !== 'string' ||
        !OID.test(mapping.oid) ||
        typeof mapping.key !== 'string' ||
        mapping.key.trim() === '' ||
        !SNMP_DATA_TYPES.includes(mapping.dataType as string)
      ) {
        throw invalid();
      }
    }
  }
  return filled;
}

/**
 * A profile's transport configuration, with every missing part filled with the platform's defaults
 * and a wrong shape answered with a 400 naming the part. A configuration of another transport type is replaced
 * by the defaults of the profile's type.
 */
export function normaliseTransportConfiguration(
  value: unknown,
  type: DeviceTransportType,
): Json & { type: DeviceTransportType } {
  const given = isObject(value) && value.type === type ? value : {};
  const { type: _type, ...rest } = given;
  switch (type) {
    case 'MQTT':
      return { type, ...mqtt(rest) };
    case 'COAP':
      return { type, ...coap(rest) };
    case 'LWM2M':
      return { type, ...lwm2m(rest) };
    case 'SNMP':
      return { type, ...snmp(rest) };
    default:
      return { type, ...rest };
  }
}

/** The per-device transport settings of a device on a profile of this type; SNMP devices get the agent defaults. */
export function defaultDeviceTransportConfiguration(type: string, given: Json | null): Json {
  if (type === 'SNMP') {
    return { host: 'localhost', port: 161, protocolVersion: 'V2C', community: 'public', ...given, type };
  }
  return { ...given, type };
}
