import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { EMPTY_GATEWAY_FORM, type GatewayForm } from './gateway-config';
import { gatewayConfigZip, gatewayLogsConf, gatewayYaml } from './gateway-export';

const form: GatewayForm = {
  ...EMPTY_GATEWAY_FORM,
  host: 'iot.example.com',
  port: 8883,
  remoteLoggingLevel: 'info',
  connectors: [
    { name: 'MQTT Broker', type: 'mqtt', enabled: true, config: '{"broker":{"host":"127.0.0.1"}}' },
    { name: 'Old Modbus', type: 'modbus', enabled: false, config: '{}' },
  ],
};

describe('the gateway configuration export', () => {
  it('zips the main file, the logging file and each enabled connector’s configuration', () => {
    const files = unzipSync(gatewayConfigZip(form));
    expect(Object.keys(files).sort()).toEqual(['logs.conf', 'mqtt_broker.json', 'tb_gateway.yaml']);
    expect(JSON.parse(strFromU8(files['mqtt_broker.json']))).toEqual({ broker: { host: '127.0.0.1' } });
  });

  it('names the connection, storage and enabled connectors in tb_gateway.yaml', () => {
    const yaml = gatewayYaml(form);
    expect(yaml).toContain('thingsboard:\n  host: "iot.example.com"\n  port: 8883\n');
    expect(yaml).toContain('storage:\n  type: memory\n  read_records_count: 100\n  max_records_count: 10000\n');
    expect(yaml).toContain(
      'connectors:\n  -\n    name: "MQTT Broker"\n    type: mqtt\n    configuration: mqtt_broker.json\n',
    );
    expect(yaml).not.toContain('Old Modbus');
  });

  it('sets the loggers to the remote logging level, NONE as the quietest', () => {
    expect(gatewayLogsConf('info')).toContain('[logger_connector]\nlevel=INFO\n');
    expect(gatewayLogsConf('NONE')).toContain('[logger_service]\nlevel=CRITICAL\n');
  });
});
