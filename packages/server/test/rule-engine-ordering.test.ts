import type { Api } from '@fleetdeck/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectWithToken, createDevice, disconnect, publish } from './support/devices.js';
import { createTenantWithAdmin, type TenantFixture } from './support/fixtures.js';
import { type HttpService, startHttpService } from './support/http-service.js';
import { messageTypeFilter, restCallNode, saveRootChain } from './support/rule-chains.js';
import { useTestServer } from './support/suite.js';

const server = useTestServer();
let tenant: TenantFixture;
let service: HttpService;
/** What reached the last node, in the order it did: the device's name and the message's number. */
const finished: { device: string; seq: number }[] = [];

const MESSAGES = 12;
const LONG_POLL = { timeout: 30000, interval: 100 };

/**
 * The outside service of the chain: `/slow/*` answers the posted body after the `delay` it names, so each message
 * takes its own time in the chain; `/done/*` records that the message reached the end of the chain.
 */
function startService(): Promise<HttpService> {
  return startHttpService((request, body, response) => {
    const reading = JSON.parse(body) as { seq: number; delay: number };
    const path = request.url ?? '';
    if (path.startsWith('/done/')) finished.push({ device: path.slice('/done/'.length), seq: reading.seq });
    const delay = path.startsWith('/slow/') ? reading.delay : 0;
    setTimeout(() => response.writeHead(200, { 'Content-Type': 'application/json' }).end(body), delay);
  });
}

/** The root chain: a device's telemetry calls the slow service, then tells the service it is done. */
async function slowChain(admin: Api): Promise<void> {
  await saveRootChain(admin, 'Slow then done', {
    nodes: [
      messageTypeFilter('Telemetry only'),
      restCallNode('Slow', `${service.url}/slow/\${deviceName}`),
      restCallNode('Done', `${service.url}/done/\${deviceName}`),
    ],
    connections: [
      { fromIndex: 0, toIndex: 1, type: 'True' },
      { fromIndex: 1, toIndex: 2, type: 'Success' },
    ],
  });
}

beforeAll(async () => {
  service = await startService();
  tenant = await createTenantWithAdmin(server, await server.as('sysadmin'));
  await slowChain(tenant.admin);
});

afterAll(() => service.close());

/** A device whose profile sends its messages to the queue that keeps each originator's order. */
async function orderedDevice(name: string) {
  const profile = await tenant.admin.deviceProfiles.save({
    name: `${name} profile`,
    type: 'DEFAULT',
    transportType: 'DEFAULT',
    defaultQueueName: 'SequentialByOriginator',
  } as Parameters<Api['deviceProfiles']['save']>[0]);
  return createDevice(tenant.admin, { name, deviceProfileId: profile.id });
}

const order = (device: string) => finished.filter((entry) => entry.device === device).map((entry) => entry.seq);

describe('per-originator ordering', () => {
  it("keeps each device's order through nodes that take varying time, while two devices proceed independently", async () => {
    const slow = `slow-${Date.now()}`;
    const fast = `fast-${Date.now()}`;
    const [slowDevice, fastDevice] = await Promise.all([orderedDevice(slow), orderedDevice(fast)]);
    const [slowClient, fastClient] = await Promise.all([
      connectWithToken(server, slowDevice.token),
      connectWithToken(server, fastDevice.token),
    ]);
    try {
      const sequence = [...Array(MESSAGES).keys()];
      // The slow device's first message takes longest and later ones alternate, so run side by side they would end
      // in another order than they were sent; the fast device's messages take no time at the service.
      const delays = sequence.map((seq) => (seq === 0 ? 300 : ([40, 150, 0][seq % 3] ?? 0)));
      await Promise.all([
        ...sequence.map((seq) => publish(slowClient, 'v1/devices/me/telemetry', { seq, delay: delays[seq] })),
        ...sequence.map((seq) => publish(fastClient, 'v1/devices/me/telemetry', { seq, delay: 0 })),
      ]);
      await expect.poll(() => order(slow).length + order(fast).length, LONG_POLL).toBe(2 * MESSAGES);
      expect(order(slow)).toEqual(sequence);
      expect(order(fast)).toEqual(sequence);
      // The fast device did not wait for the slow one's messages: it was done before the slow device's last one.
      const lastOf = (device: string) => finished.map((entry) => entry.device).lastIndexOf(device);
      expect(lastOf(fast)).toBeLessThan(lastOf(slow));
    } finally {
      await Promise.all([disconnect(slowClient), disconnect(fastClient)]);
    }
  });
});
