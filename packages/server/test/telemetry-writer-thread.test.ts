import { type Api, ApiError } from '@fleetdeck/client';
import type { Device } from '@fleetdeck/model';
import type { MqttClient } from 'mqtt';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { executeOnTestDatabase } from './support/database.js';
import { connectWithToken, createDevice, disconnect } from './support/devices.js';
import { createTenantWithAdmin, type TenantFixture } from './support/fixtures.js';
import { useTestServer } from './support/suite.js';

// The embedded database's telemetry transactions run on the writer thread (off by default); on PostgreSQL the setting
// changes nothing and the same must hold.
const server = useTestServer({ TELEMETRY_WRITER_THREAD: 'true' });
let tenant: TenantFixture;
const clients: MqttClient[] = [];
const BASE_TS = Date.UTC(2024, 0, 1);
/** A value the trigger below refuses to store. */
const REFUSED = 666.5;

beforeAll(async () => {
  const sysadmin = await server.as('sysadmin');
  tenant = await createTenantWithAdmin(server, sysadmin);
});

afterEach(async () => {
  await Promise.all(clients.splice(0).map((client) => disconnect(client)));
});

async function storedValues(api: Api, device: Device, count: number): Promise<Array<[number, number]>> {
  const data = await api.telemetry.timeseries(device.id, {
    keys: ['n'],
    startTs: BASE_TS,
    endTs: BASE_TS + count + 1,
    limit: count + 10,
    orderBy: 'ASC',
  });
  return (data.n ?? []).map((entry) => [Number(entry.ts), Number(entry.value)]);
}

/** Makes every insert of the value REFUSED into ts_kv fail, as a failing disk or constraint would. */
async function refuseValue(): Promise<void> {
  const data = server.data;
  if (data.database) {
    await executeOnTestDatabase(
      data,
      `CREATE FUNCTION refuse_test_value() RETURNS trigger AS $$ BEGIN
         IF NEW.dbl_v = ${REFUSED} THEN RAISE EXCEPTION 'refused by the test'; END IF; RETURN NEW; END $$
       LANGUAGE plpgsql`,
      [],
    );
    await executeOnTestDatabase(
      data,
      'CREATE TRIGGER refuse_test_value BEFORE INSERT ON ts_kv FOR EACH ROW EXECUTE FUNCTION refuse_test_value()',
      [],
    );
    return;
  }
  await executeOnTestDatabase(
    data,
    `CREATE TRIGGER refuse_test_value BEFORE INSERT ON ts_kv WHEN NEW.dbl_v = ${REFUSED}
       BEGIN SELECT RAISE(ABORT, 'refused by the test'); END`,
    [],
  );
}

describe('telemetry committed on the writer thread', () => {
  it("acknowledges every device's QoS 1 messages and stores every one of them", async () => {
    const perDevice = 150;
    const devices = await Promise.all(Array.from({ length: 6 }, () => createDevice(tenant.admin)));
    const connected = await Promise.all(devices.map(({ token }) => connectWithToken(server, token)));
    clients.push(...connected);
    const published = connected.flatMap((client) =>
      Array.from(
        { length: perDevice },
        (_, i) =>
          new Promise<void>((resolve, reject) =>
            client.publish(
              'v1/devices/me/telemetry',
              JSON.stringify({ ts: BASE_TS + i, values: { n: i } }),
              { qos: 1 },
              (error) => (error ? reject(error) : resolve()),
            ),
          ),
      ),
    );
    await Promise.all(published);

    const expected = Array.from({ length: perDevice }, (_, i): [number, number] => [BASE_TS + i, i]);
    for (const { device } of devices) {
      expect(await storedValues(tenant.admin, device, perDevice)).toEqual(expected);
      const [latest] = await tenant.admin.telemetry.latest(device.id, ['n']).then((data) => data.n ?? []);
      expect(Number(latest?.value)).toBe(perDevice - 1);
    }
  });

  it('answers a save whose transaction fails with an error and stores the saves beside it', async () => {
    await refuseValue();
    const { device: refused } = await createDevice(tenant.admin);
    const { device: accepted } = await createDevice(tenant.admin);

    const [failure, saved] = await Promise.allSettled([
      tenant.admin.telemetry.saveTimeseries(refused.id, { ts: BASE_TS, values: { n: REFUSED } }),
      tenant.admin.telemetry.saveTimeseries(accepted.id, { ts: BASE_TS, values: { n: 1.5 } }),
    ]);

    expect(saved.status).toBe('fulfilled');
    expect(failure.status).toBe('rejected');
    const error = (failure as PromiseRejectedResult).reason;
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(500);
    expect(await storedValues(tenant.admin, refused, 1)).toEqual([]);
    expect(await storedValues(tenant.admin, accepted, 1)).toEqual([[BASE_TS, 1.5]]);
  });
});
