import type { DeviceTransportType } from '@fleetdeck/model';

/** A profile's transport configuration as stored: a type and the settings of that type. */
export type TransportConfiguration = { type: DeviceTransportType } & Record<string, unknown>;

export const PAYLOAD_TYPES = ['JSON', 'PROTOBUF'] as const;
export type PayloadType = (typeof PAYLOAD_TYPES)[number];
export const COAP_DEVICE_TYPES = ['DEFAULT', 'EFENTO'] as const;
export const POWER_MODES = ['PSM', 'DRX', 'E_DRX'] as const;
export const SNMP_SPEC_TYPES = [
  'TELEMETRY_QUERYING',
  'CLIENT_ATTRIBUTES_QUERYING',
  'SHARED_ATTRIBUTES_SETTING',
  'TO_DEVICE_RPC_REQUEST',
  'TO_SERVER_RPC_REQUEST',
] as const;
export const SNMP_DATA_TYPES = ['STRING', 'LONG', 'DOUBLE', 'BOOLEAN', 'JSON'] as const;
/** Querying specs poll the device, so they carry a frequency. */
export const SNMP_QUERYING_SPECS: readonly string[] = ['TELEMETRY_QUERYING', 'CLIENT_ATTRIBUTES_QUERYING'];

export const DEFAULT_TELEMETRY_TOPIC = 'v1/devices/me/telemetry';
export const DEFAULT_ATTRIBUTES_TOPIC = 'v1/devices/me/attributes';

/** Sample schemas a new protobuf payload starts with, one per message kind. */
export const PROTO_SCHEMA_SAMPLES = {
  deviceTelemetryProtoSchema: [
    'syntax ="proto3";',
    'package telemetry;',
    '',
    'message SensorDataReading {',
    '',
    '  optional double temperature = 1;',
    '  optional double humidity = 2;',
    '  InnerObject innerObject = 3;',
    '',
    '  message InnerObject {',
    '    optional string key1 = 1;',
    '    optional bool key2 = 2;',
    '    optional double key3 = 3;',
    '    optional int32 key4 = 4;',
    '    optional string key5 = 5;',
    '  }',
    '}',
  ].join('\n'),
  deviceAttributesProtoSchema: [
    'syntax ="proto3";',
    'package attributes;',
    '',
    'message SensorConfiguration {',
    '  optional string firmwareVersion = 1;',
    '  optional string serialNumber = 2;',
    '}',
  ].join('\n'),
  deviceRpcRequestProtoSchema: [
    'syntax ="proto3";',
    'package rpc;',
    '',
    'message RpcRequestMsg {',
    '  optional string method = 1;',
    '  optional int32 requestId = 2;',
    '  optional string params = 3;',
    '}',
  ].join('\n'),
  deviceRpcResponseProtoSchema: [
    'syntax ="proto3";',
    'package rpc;',
    '',
    'message RpcResponseMsg {',
    '  optional string payload = 1;',
    '}',
  ].join('\n'),
} as const;

export type ProtoSchemaField = keyof typeof PROTO_SCHEMA_SAMPLES;
export const PROTO_SCHEMA_FIELDS = Object.keys(PROTO_SCHEMA_SAMPLES) as ProtoSchemaField[];

export function defaultPayloadConfiguration(payloadType: PayloadType): Record<string, unknown> {
  if (payloadType === 'JSON') return { transportPayloadType: 'JSON' };
  return {
    transportPayloadType: 'PROTOBUF',
    ...PROTO_SCHEMA_SAMPLES,
    enableCompatibilityWithJsonPayloadFormat: false,
    useJsonPayloadFormatForDefaultDownlinkTopics: false,
  };
}

const POWER_SAVING_DEFAULTS = {
  powerMode: 'DRX',
  edrxCycle: null,
  psmActivityTimer: null,
  pagingTransmissionWindow: null,
};

/** LwM2M defaults: strategy 1 for observing and both updates, DRX, no composite operations. */
export function defaultLwm2mClientSettings(): Record<string, unknown> {
  return {
    clientOnlyObserveAfterConnect: 1,
    fwUpdateStrategy: 1,
    swUpdateStrategy: 1,
    fwUpdateResource: null,
    swUpdateResource: null,
    ...POWER_SAVING_DEFAULTS,
    compositeOperationsSupport: false,
  };
}

export function defaultLwm2mObserveAttributes(): Record<string, unknown> {
  return { observe: [], attribute: [], telemetry: [], keyName: {}, attributeLwm2m: {} };
}

export function defaultSnmpMapping(): Record<string, unknown> {
  return { oid: '', key: '', dataType: 'STRING' };
}

export function defaultSnmpCommunicationConfig(spec: (typeof SNMP_SPEC_TYPES)[number]): Record<string, unknown> {
  const config: Record<string, unknown> = { spec, mappings: [defaultSnmpMapping()] };
  if (SNMP_QUERYING_SPECS.includes(spec)) config.queryingFrequencyMs = 5000;
  return config;
}

/** What a profile's transport configuration starts with when its transport type is chosen. */
export function defaultTransportConfiguration(type: DeviceTransportType): TransportConfiguration {
  switch (type) {
    case 'DEFAULT':
      return { type };
    case 'MQTT':
      return {
        type,
        deviceTelemetryTopic: DEFAULT_TELEMETRY_TOPIC,
        deviceAttributesTopic: DEFAULT_ATTRIBUTES_TOPIC,
        transportPayloadTypeConfiguration: defaultPayloadConfiguration('JSON'),
        sendAckOnValidationException: false,
      };
    case 'COAP':
      return {
        type,
        coapDeviceTypeConfiguration: {
          coapDeviceType: 'DEFAULT',
          transportPayloadTypeConfiguration: defaultPayloadConfiguration('JSON'),
        },
        clientSettings: { ...POWER_SAVING_DEFAULTS },
      };
    case 'LWM2M':
      return {
        type,
        observeAttr: defaultLwm2mObserveAttributes(),
        bootstrapServerUpdateEnable: false,
        bootstrap: [],
        clientLwM2mSettings: defaultLwm2mClientSettings(),
      };
    case 'SNMP':
      return { type, timeoutMs: 500, retries: 0, communicationConfigs: [] };
  }
}

/** A stored configuration completed with the defaults of its type, so every form field has a value. */
export function completeTransportConfiguration(configuration: TransportConfiguration): TransportConfiguration {
  return { ...defaultTransportConfiguration(configuration.type), ...configuration };
}

/** Every topic filter level is a name, a single-level + alone, or a final multi-level #. */
export function isValidTopicFilter(topic: string): boolean {
  const levels = topic.split('/');
  return levels.every((level, index) => {
    if (level.includes('#')) return level === '#' && index === levels.length - 1;
    if (level.includes('+')) return level === '+';
    return true;
  });
}
