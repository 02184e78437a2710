import {
  isValidTopicFilter,
  PROTO_SCHEMA_FIELDS,
  SNMP_QUERYING_SPECS,
  type TransportConfiguration,
} from './transport-defaults';

/** Problems of a transport configuration: a message key per field path ("deviceTelemetryTopic", "mappings.0.oid"). */
export type TransportProblems = Record<string, string>;

type Json = Record<string, unknown>;

function asObject(value: unknown): Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Json) : {};
}

function blank(value: unknown): boolean {
  return typeof value !== 'string' || value.trim() === '';
}

function isWholeNumber(value: unknown, min: number): boolean {
  return typeof value === 'number' && Number.isInteger(value) && value >= min;
}

function payloadProblems(payload: Json, prefix: string, problems: TransportProblems): void {
  if (payload.transportPayloadType !== 'PROTOBUF') return;
  for (const field of PROTO_SCHEMA_FIELDS) {
    if (blank(payload[field])) problems[`${prefix}${field}`] = `device-profile.${field}-required`;
  }
}

function topicProblem(topic: unknown, requiredMessage: string): string | null {
  if (blank(topic)) return requiredMessage;
  return isValidTopicFilter(topic as string) ? null : 'device-profile.not-valid-pattern-topic-filter';
}

function mqttProblems(configuration: Json, problems: TransportProblems): void {
  const telemetry = topicProblem(configuration.deviceTelemetryTopic, 'device-profile.telemetry-topic-filter-required');
  const attributes = topicProblem(
    configuration.deviceAttributesTopic,
    'device-profile.attributes-topic-filter-required',
  );
  if (telemetry) problems.deviceTelemetryTopic = telemetry;
  if (attributes) problems.deviceAttributesTopic = attributes;
  if (!telemetry && !attributes && configuration.deviceTelemetryTopic === configuration.deviceAttributesTopic)
    problems.deviceAttributesTopic = 'device-profile.mqtt-device-topic-filters-unique';
  payloadProblems(asObject(configuration.transportPayloadTypeConfiguration), 'payload.', problems);
}

function coapProblems(configuration: Json, problems: TransportProblems): void {
  const deviceType = asObject(configuration.coapDeviceTypeConfiguration);
  if (deviceType.coapDeviceType === 'DEFAULT')
    payloadProblems(asObject(deviceType.transportPayloadTypeConfiguration), 'payload.', problems);
}

function snmpProblems(configuration: Json, problems: TransportProblems): void {
  if (!isWholeNumber(configuration.timeoutMs, 0)) problems.timeoutMs = 'device-profile.snmp-timeout-invalid';
  if (!isWholeNumber(configuration.retries, 0)) problems.retries = 'device-profile.snmp-retries-invalid';
  const configs = Array.isArray(configuration.communicationConfigs) ? configuration.communicationConfigs : [];
  const specs = new Set<unknown>();
  configs.forEach((raw, index) => {
    const config = asObject(raw);
    if (specs.has(config.spec)) problems[`communicationConfigs.${index}.spec`] = 'device-profile.snmp-spec-unique';
    specs.add(config.spec);
    if (SNMP_QUERYING_SPECS.includes(String(config.spec)) && !isWholeNumber(config.queryingFrequencyMs, 1))
      problems[`communicationConfigs.${index}.queryingFrequencyMs`] = 'device-profile.snmp-querying-frequency-invalid';
    const mappings = Array.isArray(config.mappings) ? config.mappings : [];
    if (mappings.length === 0)
      problems[`communicationConfigs.${index}.mappings`] = 'device-profile.snmp-mapping-not-configured';
    mappings.forEach((rawMapping, mappingIndex) => {
      const mapping = asObject(rawMapping);
      const path = `communicationConfigs.${index}.mappings.${mappingIndex}`;
      if (blank(mapping.oid)) problems[`${path}.oid`] = 'device-profile.snmp-oid-required';
      else if (!/^\.?([0-2])((\.0)|(\.[1-9][0-9]*))*$/.test(mapping.oid as string))
        problems[`${path}.oid`] = 'device-profile.snmp-oid-pattern';
      if (blank(mapping.key)) problems[`${path}.key`] = 'device-profile.snmp-key-required';
    });
  });
}

function lwm2mProblems(configuration: Json, problems: TransportProblems): void {
  const observe = configuration.observeAttr;
  if (typeof observe !== 'object' || observe === null || Array.isArray(observe))
    problems.observeAttr = 'device-profile.lwm2m-observe-invalid';
  if (!Array.isArray(configuration.bootstrap)) problems.bootstrap = 'device-profile.lwm2m-bootstrap-invalid';
}

/** Every field of the configuration that keeps the profile from being saved. */
export function transportProblems(configuration: TransportConfiguration): TransportProblems {
  const problems: TransportProblems = {};
  if (configuration.type === 'MQTT') mqttProblems(configuration, problems);
  if (configuration.type === 'COAP') coapProblems(configuration, problems);
  if (configuration.type === 'SNMP') snmpProblems(configuration, problems);
  if (configuration.type === 'LWM2M') lwm2mProblems(configuration, problems);
  return problems;
}
