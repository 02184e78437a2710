import type { Api } from '@fleetdeck/client';
import type { Device } from '@fleetdeck/model';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { partitionOf } from '../src/rule-engine/queues/partition.js';
import { createDevice } from './support/devices.js';
import { createTenantWithAdmin, POLL, type TenantFixture, unique } from './support/fixtures.js';
import { type HttpService, startHttpService } from './support/http-service.js';
import { messageTypeFilter, restCallNode, ruleNode, saveRootChain, saveTimeseriesNode } from './support/rule-chains.js';
import { startTestServer, type TestServer } from './support/server.js';

const LONG_POLL = { timeout: 30000, interval: 100 };

/**
 * The outside service the chains call, by path: `/hold-*` never answers its first request (the chain waits there
 * while the server is killed) and answers later ones; `/flaky-*` fails its first two requests with 500.
 */
let service: HttpService;
const calls = new Map<string, number>();
let server: TestServer | null = null;

function startService(): Promise<HttpService> {
  return startHttpService((request, _body, response) => {
    const path = request.url ?? '';
    const count = (calls.get(path) ?? 0) + 1;
    calls.set(path, count);
    if (path.startsWith('/hold') && count === 1) return;
    if (path.startsWith('/flaky') && count <= 2) {
      response.writeHead(500, { 'Content-Type': 'text/plain' }).end('not yet');
      return;
    }
    response.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify({ answered: count }));
  });
}

/**
 * Turns a server attribute update (a message made by the REST API, answered before its chain runs) into what a
 * device's telemetry would be: the service path is its `hold` attribute, and the answer is saved as telemetry.
 */
const AS_TELEMETRY = `if (msgType === 'ATTRIBUTES_UPDATED') {
  metadata.deviceType = msg.hold;
  msgType = 'POST_TELEMETRY_REQUEST';
}
return {msg: msg, metadata: metadata, msgType: msgType};`;

/**
 * The tenant's root chain: for posted telemetry or an updated attribute, call the service at /<device type> (the
 * attribute's `hold` value), then save the answer.
 */
async function callThenSaveChain(admin: Api): Promise<void> {
  await saveRootChain(admin, unique('Call then save'), {
    nodes: [
      messageTypeFilter('Telemetry only', ['POST_TELEMETRY_REQUEST', 'ATTRIBUTES_UPDATED']),
      ruleNode('transform.TbTransformMsgNode', 'As telemetry', { jsScript: AS_TELEMETRY }),
      restCallNode('Call', `${service.url}/\${deviceType}`),
      saveTimeseriesNode('Save'),
    ],
    connections: [
      { fromIndex: 0, toIndex: 1, type: 'True' },
      { fromIndex: 1, toIndex: 2, type: 'Success' },
      { fromIndex: 2, toIndex: 3, type: 'Success' },
    ],
  });
}

async function deviceOfProfile(admin: Api, profileName: string, queueName: string | null) {
  const profile = await admin.deviceProfiles.save({
    name: profileName,
    type: 'DEFAULT',
    transportType: 'DEFAULT',
    defaultQueueName: queueName,
  } as Parameters<Api['deviceProfiles']['save']>[0]);
  return createDevice(admin, { deviceProfileId: profile.id });
}

async function answered(admin: Api, device: Device): Promise<string | undefined> {
  const data = await admin.telemetry.latest(device.id, ['answered']);
  // A key without a value reads as null.
  return (data.answered?.[0]?.value ?? undefined) as string | undefined;
}

function postTelemetry(target: TestServer, token: string): Promise<number> {
  return fetch(`${target.url}/api/v1/${token}/telemetry`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ temperature: 21 }),
  }).then((response) => response.status);
}

function exited(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return false;
  } catch {
    return true;
  }
}

let tenant: TenantFixture;

beforeAll(async () => {
  service = await startService();
  server = await startTestServer({ MQTT_PORT: '0' });
  const sysadmin = await server.login('sysadmin@fleetdeck.io', 'sysadmin');
  tenant = await createTenantWithAdmin(server, sysadmin);
  await callThenSaveChain(tenant.admin);
});

afterAll(async () => {
  // The service first: the requests it still holds fail, so no chain waits on them while the server stops.
  await service.close();
  await server?.stop();
});

describe('rule-engine queues', () => {
  it("process again after a crash a stored message whose chain had not finished; a device's is sent again", async () => {
    const current = server as TestServer;
    // A REST attribute update: the caller was answered before the chain ran, so the server stored the message.
    const restName = `hold-${unique('rest').replace(' ', '-')}`;
    const restDevice = await createDevice(tenant.admin);
    await tenant.admin.telemetry.saveAttributes(restDevice.device.id, 'SERVER_SCOPE', { hold: restName });
    // A device's telemetry: the device is answered only once its chain ended, so it still holds the message.
    const deviceName = `hold-${unique('device').replace(' ', '-')}`;
    const { device, token } = await deviceOfProfile(tenant.admin, deviceName, null);
    const posting = postTelemetry(current, token).catch(() => 'no answer');
    // The chains wait for the service's first answers, which never come: both messages are in the middle of a chain.
    await expect.poll(() => calls.get(`/${restName}`) ?? 0, POLL).toBe(1);
    await expect.poll(() => calls.get(`/${deviceName}`) ?? 0, POLL).toBe(1);
    process.kill(current.pid, 'SIGKILL');
    await expect.poll(() => exited(current.pid), POLL).toBe(true);
    expect(await posting).toBe('no answer');

    server = await startTestServer({ MQTT_PORT: '0' }, { data: current.data });
    const admin = await server.login(tenant.email, tenant.password);
    tenant = { ...tenant, admin };
    await expect.poll(() => answered(admin, restDevice.device), LONG_POLL).toBe('2');
    expect(calls.get(`/${restName}`)).toBe(2);
    // The device's message was not stored, so the server did not run it again: the device, never answered, sends it
    // again (as an HTTP client retries and an MQTT client delivers an unacknowledged QoS 1 publish again).
    expect(calls.get(`/${deviceName}`)).toBe(1);
    expect(await postTelemetry(server, token)).toBe(200);
    expect(calls.get(`/${deviceName}`)).toBe(2);
    expect(await answered(admin, device)).toBe('2');
    // Two servers start here, one after the other.
  }, 90000);

  it("retry a failed message by the device profile's queue, where Main skips it", async () => {
    const current = server as TestServer;
    const sysadmin = await current.login('sysadmin@fleetdeck.io', 'sysadmin');
    const queueName = unique('Retrying').replace(' ', '_');
    await sysadmin.queues.save('TB_RULE_ENGINE', {
      name: queueName,
      topic: `tb_rule_engine.${queueName.toLowerCase()}`,
      pollInterval: 25,
      partitions: 1,
      consumerPerPartition: false,
      packProcessingTimeout: 10000,
      submitStrategy: { type: 'BURST', batchSize: 0 },
      processingStrategy: {
        type: 'RETRY_FAILED',
        retries: 3,
        failurePercentage: 0,
        pauseBetweenRetries: 0,
        maxPauseBetweenRetries: 0,
      },
      additionalInfo: { description: 'retries failures' },
    });
    const retriedName = `flaky-${unique('r').replace(' ', '-')}`;
    const retried = await deviceOfProfile(tenant.admin, retriedName, queueName);
    expect(await postTelemetry(current, retried.token)).toBe(200);
    // Answered only once the pack was committed: after two failed runs the third one saved the answer.
    expect(calls.get(`/${retriedName}`)).toBe(3);
    expect(await answered(tenant.admin, retried.device)).toBe('3');

    const skippedName = `flaky-${unique('s').replace(' ', '-')}`;
    const skipped = await deviceOfProfile(tenant.admin, skippedName, null);
    expect(await postTelemetry(current, skipped.token)).toBe(200);
    expect(calls.get(`/${skippedName}`)).toBe(1);
    expect(await answered(tenant.admin, skipped.device)).toBeUndefined();
  });

  it("keep one partition's originators in arrival order, and let originators of other partitions go on", async () => {
    const current = server as TestServer;
    const sysadmin = await current.login('sysadmin@fleetdeck.io', 'sysadmin');
    const queueName = unique('Partitioned').replace(' ', '_');
    const queue = await sysadmin.queues.save('TB_RULE_ENGINE', {
      name: queueName,
      topic: `tb_rule_engine.${queueName.toLowerCase()}`,
      pollInterval: 25,
      partitions: 1,
      consumerPerPartition: false,
      // A pack whose message is stuck is given up (skipped) after this long, and the partition goes on.
      packProcessingTimeout: 4000,
      submitStrategy: { type: 'SEQUENTIAL', batchSize: 0 },
      processingStrategy: {
        type: 'SKIP_ALL_FAILURES',
        retries: 0,
        failurePercentage: 0,
        pauseBetweenRetries: 0,
        maxPauseBetweenRetries: 0,
      },
      additionalInfo: { description: 'partitioned by originator' },
    });
    const profileName = unique('Partitioned profile');
    const stuck = await deviceOfProfile(tenant.admin, profileName, queueName);
    const profileId = stuck.device.deviceProfileId;
    // Another device of the profile whose messages go to another partition than the stuck one's once there are 4.
    let other = await createDevice(tenant.admin, { deviceProfileId: profileId });
    while (partitionOf(other.device.id.id, 4) === partitionOf(stuck.device.id.id, 4)) {
      other = await createDevice(tenant.admin, { deviceProfileId: profileId });
    }
    /** Sends the device's next message through the chain, calling the service at the path. */
    const send = (target: typeof stuck, path: string) =>
      tenant.admin.telemetry.saveAttributes(target.device.id, 'SERVER_SCOPE', { hold: path });

    // One partition: the other device's message waits for the stuck one's pack to be given up.
    const held = `hold-${unique('one').replace(' ', '-')}`;
    await send(stuck, held);
    await expect.poll(() => calls.get(`/${held}`) ?? 0, POLL).toBe(1);
    const started = Date.now();
    const otherPath = `other-${unique('path').replace(' ', '-')}`;
    await send(other, otherPath);
    await expect.poll(() => answered(tenant.admin, other.device), LONG_POLL).toBe('1');
    expect(Date.now() - started).toBeGreaterThan(2500);

    // Four partitions, applied without a restart: the other device goes on while the stuck one waits.
    await sysadmin.queues.save('TB_RULE_ENGINE', { ...queue, partitions: 4 });
    const heldAgain = `hold-${unique('four').replace(' ', '-')}`;
    await send(stuck, heldAgain);
    await expect.poll(() => calls.get(`/${heldAgain}`) ?? 0, POLL).toBe(1);
    const restarted = Date.now();
    await send(other, otherPath);
    await expect.poll(() => answered(tenant.admin, other.device), POLL).toBe('2');
    expect(Date.now() - restarted).toBeLessThan(3000);
  }, 60000);
});
