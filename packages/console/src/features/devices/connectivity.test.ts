import type { DeviceCredentials } from '@fleetdeck/model';
import { describe, expect, it } from 'vitest';
import { connectivityCommands } from './connectivity';

const location = { protocol: 'http:', hostname: 'iot.example.com', host: 'iot.example.com:8080' };
const token: DeviceCredentials = {
  id: { id: 'f4c7b3c0-1dd2-11b2-8080-808080808080' },
  createdTime: 5,
  deviceId: { entityType: 'DEVICE', id: 'e4c7b3c0-1dd2-11b2-8080-808080808080' },
  credentialsType: 'ACCESS_TOKEN',
  credentialsId: 'A1_TEST_TOKEN',
  credentialsValue: null,
};

describe('check connectivity commands', () => {
  it('publish a sample reading with the access token over MQTT and HTTP', () => {
    expect(connectivityCommands(location, token, { mqttPort: 1883 })).toEqual({
      mqtt:
        'mosquitto_pub -d -q 1 -h iot.example.com -p 1883 -t v1/devices/me/telemetry -u "A1_TEST_TOKEN" ' +
        `-m '{"temperature":25}'`,
      http:
        'curl -v -X POST http://iot.example.com:8080/api/v1/A1_TEST_TOKEN/telemetry ' +
        `--header Content-Type:application/json --data '{"temperature":25}'`,
    });
  });

  it('use client id, user name and password for MQTT basic credentials, and no HTTP', () => {
    const mqtt = {
      ...token,
      credentialsType: 'MQTT_BASIC' as const,
      credentialsValue: '{"clientId":"c1","userName":"u1","password":"p1"}',
    };
    expect(connectivityCommands(location, mqtt, { mqttPort: 21883 })).toEqual({
      mqtt:
        'mosquitto_pub -d -q 1 -h iot.example.com -p 21883 -t v1/devices/me/telemetry -i "c1" -u "u1" -P "p1" ' +
        `-m '{"temperature":25}'`,
      http: null,
    });
  });

  it('offer only HTTP when the server has its MQTT API off', () => {
    const commands = connectivityCommands(location, token, { mqttPort: null });
    expect(commands.mqtt).toBeNull();
    expect(commands.http).toContain('/api/v1/A1_TEST_TOKEN/telemetry');
  });

  it('offer no command for certificates', () => {
    expect(
      connectivityCommands(location, { ...token, credentialsType: 'X509_CERTIFICATE' }, { mqttPort: 1883 }),
    ).toEqual({
      mqtt: null,
      http: null,
    });
  });
});
