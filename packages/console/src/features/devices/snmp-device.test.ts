import { describe, expect, it } from 'vitest';
import { snmpDeviceConfiguration, snmpDeviceProblems, snmpDeviceValues } from './snmp-device';

describe('SNMP device settings', () => {
  it('start from the agent defaults: localhost, port 161, V2C and community public', () => {
    const values = snmpDeviceValues(null);
    expect(snmpDeviceConfiguration(values)).toEqual({
      type: 'SNMP',
      host: 'localhost',
      port: 161,
      protocolVersion: 'V2C',
      community: 'public',
    });
    expect(snmpDeviceProblems(values)).toEqual({});
  });

  it('keep what the device stores', () => {
    expect(snmpDeviceValues({ type: 'SNMP', host: '10.0.0.7', port: 1161, protocolVersion: 'V1' })).toMatchObject({
      host: '10.0.0.7',
      port: 1161,
      protocolVersion: 'V1',
    });
  });

  it('want a port from 1 to 65535, and a user and security name for V3', () => {
    const values = { ...snmpDeviceValues(null), port: 70000, protocolVersion: 'V3' as const };
    expect(snmpDeviceProblems(values)).toEqual({
      port: 'device.snmp.port-range',
      username: 'device.snmp.username-required',
      securityName: 'device.snmp.security-name-required',
    });
    const v3 = snmpDeviceConfiguration({ ...values, port: 161, username: 'u', securityName: 's' });
    expect(v3).toMatchObject({ protocolVersion: 'V3', username: 'u', securityName: 's', privacyProtocol: 'DES' });
    expect(v3).not.toHaveProperty('community');
  });
});
