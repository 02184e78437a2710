import { describe, expect, it } from 'vitest';
import {
  connectorProblem,
  decodeBase64Json,
  EMPTY_GATEWAY_FORM,
  encodeBase64Json,
  gatewayAttributes,
  readGatewayForm,
} from './gateway-config';

const reported = {
  thingsboard: {
    thingsboard: { host: 'iot.example.com', port: 1884, remoteConfiguration: true },
    storage: {
      type: 'file',
      data_folder_path: './store/',
      max_file_count: 7,
      max_read_records_count: 50,
      max_records_per_file: 900,
    },
    connectors: [{ configuration: 'mqtt_broker.json', name: 'MQTT Broker', type: 'mqtt' }],
  },
  mqtt: [{ name: 'mqtt_broker.json', config: { broker: { host: 'localhost', port: 1883 } } }],
};

describe('gateway configuration attributes', () => {
  it('reads base64 JSON, UTF-8 included, and plain JSON', () => {
    expect(decodeBase64Json(encodeBase64Json({ name: 'Zähler' }))).toEqual({ name: 'Zähler' });
    expect(decodeBase64Json('{"a":1}')).toEqual({ a: 1 });
    expect(decodeBase64Json('not base64 json')).toBeNull();
    expect(decodeBase64Json(undefined)).toBeNull();
  });

  it('reads the reported configuration, the disabled drafts and the logging level', () => {
    const drafts = encodeBase64Json({ 'Old Modbus': { connector: 'modbus', config: { server: { port: 502 } } } });
    const form = readGatewayForm(encodeBase64Json(reported), drafts, 'info');
    expect(form).toMatchObject({
      host: 'iot.example.com',
      port: 1884,
      remoteLoggingLevel: 'INFO',
      storage: { type: 'file', dataFolderPath: './store/', maxFileCount: 7 },
    });
    expect(form.connectors.map(({ name, type, enabled }) => [name, type, enabled])).toEqual([
      ['MQTT Broker', 'mqtt', true],
      ['Old Modbus', 'modbus', false],
    ]);
    expect(JSON.parse(form.connectors[0].config)).toEqual({ broker: { host: 'localhost', port: 1883 } });
  });

  it('starts from the defaults when the gateway reported nothing', () => {
    expect(readGatewayForm(undefined, undefined, undefined)).toEqual(EMPTY_GATEWAY_FORM);
  });

  it('writes enabled connectors into the configuration and disabled ones into the drafts', () => {
    const form = readGatewayForm(encodeBase64Json(reported), undefined, 'info');
    form.connectors.push({ name: 'Spare CAN', type: 'can', enabled: false, config: '{"interface": "socketcan"}' });
    form.remoteLoggingLevel = 'debug';
    const { shared, server } = gatewayAttributes(form);
    expect(shared.RemoteLoggingLevel).toBe('DEBUG');
    expect(decodeBase64Json(shared.configuration)).toEqual({
      thingsboard: {
        thingsboard: { host: 'iot.example.com', port: 1884, remoteConfiguration: true },
        storage: {
          type: 'file',
          data_folder_path: './store/',
          max_file_count: 7,
          max_read_records_count: 50,
          max_records_per_file: 900,
        },
        connectors: [{ configuration: 'mqtt_broker.json', name: 'MQTT Broker', type: 'mqtt' }],
      },
      mqtt: [{ name: 'mqtt_broker.json', config: { broker: { host: 'localhost', port: 1883 } } }],
    });
    expect(decodeBase64Json(server.configuration_drafts)).toEqual({
      'Spare CAN': { connector: 'can', config: { interface: 'socketcan' } },
    });
  });

  it('asks for unique connector names and JSON object configurations', () => {
    const good = { name: 'A', type: 'mqtt', enabled: true, config: '{}' };
    expect(connectorProblem(good, [good])).toBeNull();
    expect(connectorProblem({ ...good, name: ' ' }, [good])).toBe('widgets.gateway.connector-name-required');
    expect(connectorProblem(good, [good, { ...good }])).toBe('widgets.gateway.connector-name-duplicate');
    expect(connectorProblem({ ...good, config: '[1]' }, [good])).toBe('widgets.gateway.connector-config-invalid');
    expect(connectorProblem({ ...good, config: '{' }, [good])).toBe('widgets.gateway.connector-config-invalid');
  });
});
