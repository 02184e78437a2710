import { beforeAll, describe, expect, it } from 'vitest';
import { connectWithToken, createDevice, disconnect, publish } from './support/devices.js';
import { createTenantWithAdmin, type TenantFixture } from './support/fixtures.js';
import { useTestServer } from './support/suite.js';

const server = useTestServer();
let tenant: TenantFixture;

beforeAll(async () => {
  tenant = await createTenantWithAdmin(server, await server.as('sysadmin'));
});

describe('messages of one device with the same time stamp', () => {
  it('keep the value of the last one published, in the history and as the latest value', async () => {
    const { device, token } = await createDevice(tenant.admin);
    const client = await connectWithToken(server, token);
    const ts = Date.UTC(2024, 0, 1);
    const count = 300;
    try {
      await Promise.all(
        Array.from({ length: count }, (_, i) => publish(client, 'v1/devices/me/telemetry', { ts, values: { seq: i } })),
      );
    } finally {
      await disconnect(client);
    }
    const history = await tenant.admin.telemetry.timeseries(device.id, {
      keys: ['seq'],
      startTs: ts - 1,
      endTs: ts + 1,
    });
    expect(history.seq).toEqual([{ ts, value: String(count - 1) }]);
    const latest = await tenant.admin.telemetry.latest(device.id, ['seq']);
    expect(latest.seq?.[0]?.value).toBe(String(count - 1));
  });
});
