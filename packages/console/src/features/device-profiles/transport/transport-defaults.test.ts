import { describe, expect, it } from 'vitest';
import {
  completeTransportConfiguration,
  defaultPayloadConfiguration,
  defaultSnmpCommunicationConfig,
  defaultTransportConfiguration,
  isValidTopicFilter,
} from './transport-defaults';
import { transportProblems } from './transport-validation';

describe('transport configurations', () => {
  it('starts MQTT with the default topics, a JSON payload and no ack on validation errors', () => {
    expect(defaultTransportConfiguration('MQTT')).toEqual({
      type: 'MQTT',
      deviceTelemetryTopic: 'v1/devices/me/telemetry',
      deviceAttributesTopic: 'v1/devices/me/attributes',
      transportPayloadTypeConfiguration: { transportPayloadType: 'JSON' },
      sendAckOnValidationException: false,
    });
  });

  it('fills a protobuf payload with a sample schema for every message kind', () => {
    const protobuf = defaultPayloadConfiguration('PROTOBUF');
    expect(protobuf.transportPayloadType).toBe('PROTOBUF');
    for (const field of [
      'deviceTelemetryProtoSchema',
      'deviceAttributesProtoSchema',
      'deviceRpcRequestProtoSchema',
      'deviceRpcResponseProtoSchema',
    ])
      expect(protobuf[field]).toMatch(/^syntax ="proto3";/);
  });

  it('uses the SNMP defaults of 500 ms timeout and no retries, and CoAP power mode DRX', () => {
    expect(defaultTransportConfiguration('SNMP')).toMatchObject({
      timeoutMs: 500,
      retries: 0,
      communicationConfigs: [],
    });
    expect(defaultTransportConfiguration('COAP')).toMatchObject({ clientSettings: { powerMode: 'DRX' } });
    expect(defaultSnmpCommunicationConfig('TELEMETRY_QUERYING')).toHaveProperty('queryingFrequencyMs', 5000);
    expect(defaultSnmpCommunicationConfig('SHARED_ATTRIBUTES_SETTING')).not.toHaveProperty('queryingFrequencyMs');
  });

  it('uses the LwM2M client defaults of the 3.4.1 console', () => {
    expect(defaultTransportConfiguration('LWM2M')).toMatchObject({
      clientLwM2mSettings: {
        clientOnlyObserveAfterConnect: 1,
        fwUpdateStrategy: 1,
        swUpdateStrategy: 1,
        powerMode: 'DRX',
        compositeOperationsSupport: false,
      },
    });
  });

  it('keeps stored settings and fills the missing ones', () => {
    expect(completeTransportConfiguration({ type: 'MQTT', deviceTelemetryTopic: 'a/+/t' })).toMatchObject({
      deviceTelemetryTopic: 'a/+/t',
      deviceAttributesTopic: 'v1/devices/me/attributes',
    });
  });

  it('accepts + for one whole level and # only as the last level', () => {
    expect(isValidTopicFilter('v1/devices/+/telemetry')).toBe(true);
    expect(isValidTopicFilter('v1/devices/me/#')).toBe(true);
    expect(isValidTopicFilter('#')).toBe(true);
    expect(isValidTopicFilter('v1/dev+/telemetry')).toBe(false);
    expect(isValidTopicFilter('v1/#/telemetry')).toBe(false);
  });
});

describe('transport configuration problems', () => {
  it('wants both MQTT topic filters, valid and different', () => {
    expect(transportProblems(defaultTransportConfiguration('MQTT'))).toEqual({});
    expect(
      transportProblems({
        ...defaultTransportConfiguration('MQTT'),
        deviceTelemetryTopic: '',
        deviceAttributesTopic: 'a/#/b',
      }),
    ).toEqual({
      deviceTelemetryTopic: 'device-profile.telemetry-topic-filter-required',
      deviceAttributesTopic: 'device-profile.not-valid-pattern-topic-filter',
    });
    expect(
      transportProblems({ ...defaultTransportConfiguration('MQTT'), deviceAttributesTopic: 'v1/devices/me/telemetry' }),
    ).toEqual({ deviceAttributesTopic: 'device-profile.mqtt-device-topic-filters-unique' });
  });

  it('wants every proto schema of a protobuf payload', () => {
    const payload = { ...defaultPayloadConfiguration('PROTOBUF'), deviceRpcResponseProtoSchema: ' ' };
    expect(
      transportProblems({ ...defaultTransportConfiguration('MQTT'), transportPayloadTypeConfiguration: payload }),
    ).toEqual({ 'payload.deviceRpcResponseProtoSchema': 'device-profile.deviceRpcResponseProtoSchema-required' });
  });

  it('wants SNMP mappings with an OID and a key, and a querying frequency for polling specs', () => {
    const config = defaultSnmpCommunicationConfig('TELEMETRY_QUERYING');
    config.queryingFrequencyMs = 0;
    config.mappings = [{ oid: '1.3.6.x', key: '', dataType: 'LONG' }];
    expect(transportProblems({ ...defaultTransportConfiguration('SNMP'), communicationConfigs: [config] })).toEqual({
      'communicationConfigs.0.queryingFrequencyMs': 'device-profile.snmp-querying-frequency-invalid',
      'communicationConfigs.0.mappings.0.oid': 'device-profile.snmp-oid-pattern',
      'communicationConfigs.0.mappings.0.key': 'device-profile.snmp-key-required',
    });
  });
});
