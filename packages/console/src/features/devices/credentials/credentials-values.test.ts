import type { DeviceCredentials } from '@fleetdeck/model';
import { describe, expect, it } from 'vitest';
import {
  allowedCredentialsTypes,
  credentialsFromValues,
  credentialsProblems,
  credentialsValues,
  emptyCredentialsValues,
  generateAccessToken,
} from './credentials-values';

const stored: DeviceCredentials = {
  id: { id: 'f4c7b3c0-1dd2-11b2-8080-808080808080' },
  createdTime: 5,
  deviceId: { entityType: 'DEVICE', id: 'e4c7b3c0-1dd2-11b2-8080-808080808080' },
  credentialsType: 'ACCESS_TOKEN',
  credentialsId: 'A1_TEST_TOKEN',
  credentialsValue: null,
};

describe('device credentials', () => {
  it('offers only the credential types the profile transport allows', () => {
    expect(allowedCredentialsTypes('MQTT')).toEqual(['ACCESS_TOKEN', 'X509_CERTIFICATE', 'MQTT_BASIC']);
    expect(allowedCredentialsTypes('COAP')).toEqual(['ACCESS_TOKEN', 'X509_CERTIFICATE']);
    expect(allowedCredentialsTypes('LWM2M')).toEqual(['LWM2M_CREDENTIALS']);
    expect(allowedCredentialsTypes('SNMP')).toEqual(['ACCESS_TOKEN']);
    expect(allowedCredentialsTypes('SNMP', 'MQTT_BASIC')).toEqual(['ACCESS_TOKEN', 'MQTT_BASIC']);
  });

  it('generates access tokens of 20 letters and digits', () => {
    expect(generateAccessToken()).toMatch(/^[A-Za-z0-9]{20}$/);
    expect(emptyCredentialsValues().accessToken).toHaveLength(20);
  });

  it('keeps the stored id and device when an access token is replaced', () => {
    const values = { ...credentialsValues(stored), accessToken: ' NEW_TOKEN ' };
    expect(credentialsFromValues(values, stored)).toEqual({
      id: stored.id,
      createdTime: 5,
      deviceId: stored.deviceId,
      credentialsType: 'ACCESS_TOKEN',
      credentialsId: 'NEW_TOKEN',
      credentialsValue: null,
    });
  });

  it('sends MQTT basic credentials as a JSON string with nulls for empty fields', () => {
    const values = { ...emptyCredentialsValues('MQTT_BASIC'), clientId: 'client-1' };
    expect(credentialsFromValues(values)).toEqual({
      credentialsType: 'MQTT_BASIC',
      credentialsId: null,
      credentialsValue: '{"clientId":"client-1","userName":null,"password":null}',
    });
    const read = credentialsValues({
      ...stored,
      credentialsType: 'MQTT_BASIC',
      credentialsId: 'x',
      credentialsValue: '{"clientId":null,"userName":"sensor","password":"secret"}',
    });
    expect([read.clientId, read.userName, read.password]).toEqual(['', 'sensor', 'secret']);
  });

  it('wants a client id or a user name for MQTT basic, and a user name with a password', () => {
    const empty = emptyCredentialsValues('MQTT_BASIC');
    expect(credentialsProblems(empty)).toEqual({
      clientId: 'device.client-id-or-user-name-necessary',
      userName: 'device.client-id-or-user-name-necessary',
    });
    expect(credentialsProblems({ ...empty, userName: 'sensor', password: 'secret' })).toEqual({});
    expect(credentialsProblems({ ...empty, clientId: 'c', password: 'secret' })).toEqual({
      password: 'device.password-requires-user-name',
    });
  });

  it('wants an access token without spaces of at most 32 characters, and a certificate for X.509', () => {
    expect(credentialsProblems({ ...emptyCredentialsValues(), accessToken: ' ' })).toEqual({
      accessToken: 'device.access-token-required',
    });
    expect(credentialsProblems({ ...emptyCredentialsValues(), accessToken: 'a b' })).toEqual({
      accessToken: 'device.access-token-invalid',
    });
    expect(credentialsProblems(emptyCredentialsValues('X509_CERTIFICATE'))).toEqual({
      certificate: 'device.rsa-key-required',
    });
  });

  it('writes LwM2M credentials with the endpoint as id and the client security config', () => {
    const values = {
      ...emptyCredentialsValues('LWM2M_CREDENTIALS'),
      lwm2mMode: 'PSK' as const,
      lwm2mEndpoint: 'sensor-7',
      lwm2mIdentity: 'id7',
      lwm2mKey: 'abcd',
    };
    expect(credentialsProblems(values)).toEqual({});
    const draft = credentialsFromValues(values);
    expect(draft.credentialsId).toBe('sensor-7');
    expect(JSON.parse(draft.credentialsValue ?? '')).toEqual({
      client: { securityConfigClientMode: 'PSK', endpoint: 'sensor-7', identity: 'id7', key: 'abcd' },
      bootstrap: { bootstrapServer: { securityMode: 'NO_SEC' }, lwm2mServer: { securityMode: 'NO_SEC' } },
    });
    expect(credentialsValues({ ...stored, ...draft, credentialsId: 'sensor-7' }).lwm2mIdentity).toBe('id7');
  });
});
