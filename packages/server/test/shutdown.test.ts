import { afterAll, expect, it } from 'vitest';
import { connectWithToken, createDevice, publish } from './support/devices.js';
import { createTenantWithAdmin } from './support/fixtures.js';
import { ACCOUNTS, startTestServer, type TestServer } from './support/server.js';

let server: TestServer | undefined;

afterAll(async () => {
  await server?.stop();
});

it('keeps every acknowledged telemetry point across a SIGTERM and a restart', async () => {
  server = await startTestServer();
  const sysadmin = await server.login(...ACCOUNTS.sysadmin);
  const tenant = await createTenantWithAdmin(server, sysadmin);
  const { device, token } = await createDevice(tenant.admin);
  const client = await connectWithToken(server, token);
  const start = 1_700_000_000_000;
  const points = 200;
  for (let i = 0; i < points; i++) {
    await publish(client, 'v1/devices/me/telemetry', { ts: start + i, values: { counter: i } });
  }
  const began = Date.now();
  await server.stop({ keepData: true });
  expect(Date.now() - began).toBeLessThan(5000);
  client.end(true);

  const data = server.data;
  server = await startTestServer({}, { data });
  const admin = await server.login(tenant.email, tenant.password);
  const series = await admin.telemetry.timeseries(device.id, {
    keys: ['counter'],
    startTs: start,
    endTs: start + points,
    limit: points * 2,
  });
  expect(series.counter).toHaveLength(points);
  // Two server starts: more than one test's usual time on a busy machine.
}, 60_000);
