// biome-ignore-all lint/suspicious/noTemplateCurlyInString: node patterns name metadata keys as ${key}
import type { IncomingMessage } from 'node:http';
import type { Device } from '@fleetdeck/model';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestMqttBroker } from '../src/testing/mqtt-broker.js';
import { createDevice } from './support/devices.js';
import { createTenantWithAdmin, POLL, type TenantFixture } from './support/fixtures.js';
import { type HttpService, startHttpService } from './support/http-service.js';
import {
  messageTypeFilter,
  postTelemetry,
  restCallNode,
  ruleNode,
  saveRootChain,
  saveTimeseriesNode,
} from './support/rule-chains.js';
import { freePort } from './support/server.js';
import { SmtpSink, sinkMailSettings } from './support/smtp-sink.js';
import { useTestServer } from './support/suite.js';

const server = useTestServer({ MQTT_PORT: '0' });

interface Call {
  path: string;
  headers: IncomingMessage['headers'];
  body: string;
}

/** The outside REST service the chain calls: /ok answers JSON, /broken answers 500, /failed records reports. */
let service: HttpService;
let serviceUrl: string;
const calls: Call[] = [];
const sink = new SmtpSink();
const broker = new TestMqttBroker({ username: 'fleet', password: 'pw' });
let brokerPort: number;
/** Where no Kafka or RabbitMQ broker listens. */
let unreachablePort: number;
let tenant: TenantFixture;
let device: Device;
let token: string;

function startService(): Promise<HttpService> {
  return startHttpService((request, body, response) => {
    calls.push({ path: request.url ?? '', headers: request.headers, body });
    if (request.url === '/broken') {
      response.writeHead(500, { 'Content-Type': 'text/plain' }).end('kaput');
      return;
    }
    const { temperature } = JSON.parse(body || '{}') as { temperature?: number };
    response.writeHead(200, { 'Content-Type': 'application/json', 'X-Service': 'weather' });
    response.end(JSON.stringify({ answer: 42, doubled: (temperature ?? 0) * 2 }));
  });
}

beforeAll(async () => {
  service = await startService();
  serviceUrl = service.url;
  const sinkPort = await sink.start();
  brokerPort = await broker.start();
  unreachablePort = await freePort();
  const sysadmin = await server.as('sysadmin');
  await sysadmin.admin.saveSettings(sinkMailSettings(sinkPort));
  tenant = await createTenantWithAdmin(server, sysadmin);
  ({ device, token } = await createDevice(tenant.admin));
  await saveRootChain(tenant.admin, 'Outside world', {
    nodes: [
      messageTypeFilter('Telemetry only'),
      restCallNode('Ask the service', '$[endpoint]', { readTimeoutMs: 5000, headers: { 'X-Device': '${deviceName}' } }),
      saveTimeseriesNode('Save the answer'),
      ruleNode('rest.TbRestApiCallNode', 'Report the failure', {
        restEndpointUrlPattern: `${serviceUrl}/failed`,
        requestMethod: 'POST',
        headers: {
          'X-Status-Code': '${statusCode}',
          'X-Error-Body': '${error_body}',
          'X-Error': '${error}',
        },
        credentials: { type: 'anonymous' },
      }),
      ruleNode('mail.TbMsgToEmailNode', 'Make the email', {
        fromTemplate: 'alerts@fleetdeck.test',
        toTemplate: 'ops@fleetdeck.test',
        ccTemplate: null,
        bccTemplate: null,
        subjectTemplate: '${deviceName} reports $[temperature]',
        bodyTemplate: 'Temperature is $[temperature]',
        isHtmlTemplate: null,
        mailBodyType: 'false',
      }),
      ruleNode('mail.TbSendEmailNode', 'Send the email', { useSystemSmtpSettings: true }),
      ruleNode('mqtt.TbMqttNode', 'Publish to the fleet broker', {
        topicPattern: 'fleet/${deviceName}/telemetry',
        host: '127.0.0.1',
        port: brokerPort,
        connectTimeoutSec: 5,
        clientId: 'fleetdeck-chain',
        appendClientIdSuffix: false,
        cleanSession: true,
        ssl: false,
        credentials: { type: 'basic', username: 'fleet', password: 'pw' },
      }),
      ruleNode('kafka.TbKafkaNode', 'Produce to Kafka', {
        topicPattern: 'fleet-${deviceType}',
        bootstrapServers: `127.0.0.1:${unreachablePort}`,
        retries: 0,
        acks: '-1',
        otherProperties: {},
        addMetadataKeyValuesAsKafkaHeaders: true,
        kafkaHeadersCharset: 'UTF-8',
      }),
      ruleNode('rabbitmq.TbRabbitMqNode', 'Publish to RabbitMQ', {
        exchangeNamePattern: 'fleet',
        routingKeyPattern: '${deviceName}',
        messageProperties: 'PERSISTENT_TEXT_PLAIN',
        host: '127.0.0.1',
        port: unreachablePort,
        virtualHost: '/',
        username: 'guest',
        password: 'guest',
        connectionTimeout: 2000,
        handshakeTimeout: 2000,
        clientProperties: {},
      }),
      ruleNode('rest.TbRestApiCallNode', 'Report the broker failure', {
        restEndpointUrlPattern: `${serviceUrl}/broker-failed`,
        requestMethod: 'POST',
        headers: { 'X-Error': '${error}' },
        credentials: { type: 'anonymous' },
      }),
      ruleNode('aws.sns.TbSnsNode', 'Publish to AWS SNS', {
        topicArnPattern: 'arn:aws:sns:us-east-1:123456789012:Fleet',
        accessKeyId: 'AKIA-TEST',
        secretAccessKey: 'secret',
        region: 'us-east-1',
      }),
    ],
    connections: [
      { fromIndex: 0, toIndex: 1, type: 'True' },
      { fromIndex: 1, toIndex: 2, type: 'Success' },
      { fromIndex: 1, toIndex: 3, type: 'Failure' },
      { fromIndex: 0, toIndex: 4, type: 'True' },
      { fromIndex: 4, toIndex: 5, type: 'Success' },
      { fromIndex: 0, toIndex: 6, type: 'True' },
      { fromIndex: 0, toIndex: 7, type: 'True' },
      { fromIndex: 0, toIndex: 8, type: 'True' },
      { fromIndex: 7, toIndex: 9, type: 'Failure' },
      { fromIndex: 8, toIndex: 9, type: 'Failure' },
      { fromIndex: 0, toIndex: 10, type: 'True' },
      { fromIndex: 10, toIndex: 9, type: 'Failure' },
    ],
  });
});

afterAll(async () => {
  await service.close();
  await sink.stop();
  await broker.stop();
});

const post = (telemetry: Record<string, unknown>) => postTelemetry(server, token, telemetry);

const latest = async (key: string) => (await tenant.admin.telemetry.latest(device.id, [key]))[key]?.[0]?.value;

describe('the rest api call node in a chain', () => {
  it("calls the outside service with the device's data and saves its answer along Success", async () => {
    await post({ endpoint: `${serviceUrl}/ok`, temperature: 21 });
    await expect.poll(() => latest('doubled'), POLL).toBe('42');
    const call = calls.find((c) => c.path === '/ok' && c.body.includes('"temperature":21'));
    expect(call?.headers['x-device']).toBe(device.name);
    expect(JSON.parse(call?.body ?? '')).toEqual({ endpoint: `${serviceUrl}/ok`, temperature: 21 });
    expect(await latest('answer')).toBe('42');
  });

  it('routes an error answer to Failure with its status and body', async () => {
    await post({ endpoint: `${serviceUrl}/broken`, temperature: 22 });
    await expect
      .poll(() => calls.find((c) => c.path === '/failed' && c.body.includes('"temperature":22')), POLL)
      .toBeDefined();
    const report = calls.find((c) => c.path === '/failed' && c.body.includes('"temperature":22'));
    expect(report?.headers).toMatchObject({ 'x-status-code': '500', 'x-error-body': 'kaput' });
  });

  it('routes an unreachable service to Failure with the error', async () => {
    const closed = await freePort();
    await post({ endpoint: `http://127.0.0.1:${closed}/ok`, temperature: 23 });
    await expect
      .poll(() => calls.find((c) => c.path === '/failed' && c.body.includes('"temperature":23')), POLL)
      .toBeDefined();
    const report = calls.find((c) => c.path === '/failed' && c.body.includes('"temperature":23'));
    expect(report?.headers['x-error']).toMatch(/^Error: connect ECONNREFUSED/);
  });
});

describe('the send email node in a chain', () => {
  it('sends the email made by the to email node through the system mail settings', async () => {
    await post({ endpoint: `${serviceUrl}/ok`, temperature: 37 });
    await expect.poll(() => sink.received.find((mail) => mail.raw.includes('reports 37')), POLL).toBeDefined();
    const mail = sink.received.find((m) => m.raw.includes('reports 37'));
    expect(mail?.to).toEqual(['ops@fleetdeck.test']);
    expect(mail?.raw).toMatch(/^From: alerts@fleetdeck\.test/m);
    expect(mail?.raw).toContain('Temperature is 37');
  });
});

describe('the mqtt node in a chain', () => {
  it("publishes the device's data to the outside broker with the node's client id and credentials", async () => {
    await post({ endpoint: `${serviceUrl}/ok`, temperature: 55 });
    await expect
      .poll(() => broker.published.find((message) => message.payload.includes('"temperature":55')), POLL)
      .toMatchObject({ clientId: 'fleetdeck-chain', topic: `fleet/${device.name}/telemetry`, qos: 1 });
  });
});

describe('the kafka, rabbitmq and cloud nodes in a chain', () => {
  it('route the message to Failure with a clear error when their broker cannot be reached', async () => {
    await post({ endpoint: `${serviceUrl}/ok`, temperature: 61 });
    const reports = () =>
      calls
        .filter((c) => c.path === '/broker-failed' && c.body.includes('"temperature":61'))
        .map((c) => c.headers['x-error']);
    await expect.poll(() => reports().length, POLL).toBe(3);
    expect(reports()).toEqual(
      expect.arrayContaining([
        'CloudEndpointUnreachableException: The aws sns node cannot publish: AWS SNS is a cloud service and no cloud endpoint is reachable from this deployment',
        expect.stringMatching(/^KafkaJS\w+: .*ECONNREFUSED/),
        expect.stringMatching(new RegExp(`^Error: connect ECONNREFUSED 127\\.0\\.0\\.1:${unreachablePort}$`)),
      ]),
    );
  });
});
