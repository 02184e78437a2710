import { entityId } from '@fleetdeck/model';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTempContext, type TempContext } from '../testing/temp-context.js';

let temp: TempContext;
let tenantId: string;

beforeAll(async () => {
  temp = await openTempContext({
    deviceState: { activityWriteIntervalMs: 10_000, defaultInactivityTimeoutMs: 600_000 },
  });
  tenantId = (
    await temp.ctx.db.selectFrom('tenant').select('id').where('title', '=', 'Tenant').executeTakeFirstOrThrow()
  ).id;
});

afterAll(async () => {
  await temp.close();
});

async function demoDevice(name: string): Promise<string> {
  return (await temp.ctx.db.selectFrom('device').select('id').where('name', '=', name).executeTakeFirstOrThrow()).id;
}

async function serverAttributes(deviceId: string): Promise<Record<string, unknown>> {
  const attributes = await temp.ctx.telemetry.attributes(entityId('DEVICE', deviceId), 'SERVER_SCOPE');
  return Object.fromEntries(attributes.map((a) => [a.key, a.value.value]));
}

const writesOf = (deviceId: string) =>
  temp.events
    .filter((e) => e.type === 'attributes' && e.entityId.id === deviceId)
    .flatMap((e) => (e.type === 'attributes' ? e.entries.map((x) => x.key) : []));

describe('device state', () => {
  it('marks a connecting device active with its connect and activity times', async () => {
    const device = await demoDevice('Test Device A1');
    expect((await serverAttributes(device)).active).toBe(false);
    await temp.ctx.deviceState.connected(tenantId, device, 1_000_000);
    expect(await serverAttributes(device)).toMatchObject({
      active: true,
      lastConnectTime: 1_000_000,
      lastActivityTime: 1_000_000,
    });
  });

  it('writes lastActivityTime at most once per interval, not per message', async () => {
    const device = await demoDevice('Test Device A2');
    const t0 = 2_000_000;
    await temp.ctx.deviceState.activity(tenantId, device, t0);
    const afterFirst = writesOf(device).length;
    for (let i = 1; i <= 50; i++) await temp.ctx.deviceState.activity(tenantId, device, t0 + i * 100);
    expect(writesOf(device)).toHaveLength(afterFirst);
    await temp.ctx.deviceState.activity(tenantId, device, t0 + 10_000);
    expect(writesOf(device).slice(afterFirst)).toEqual(['lastActivityTime']);
    expect((await serverAttributes(device)).lastActivityTime).toBe(t0 + 10_000);
  });

  it('ends the activity of a device silent for longer than its inactivity timeout', async () => {
    const device = await demoDevice('Test Device A3');
    const t0 = 3_000_000;
    await temp.ctx.deviceState.activity(tenantId, device, t0);
    await temp.ctx.deviceState.checkInactivity(t0 + 600_000);
    expect((await serverAttributes(device)).active).toBe(true);
    await temp.ctx.deviceState.checkInactivity(t0 + 600_001);
    await temp.ctx.deviceState.flush();
    expect(await serverAttributes(device)).toMatchObject({ active: false, inactivityAlarmTime: t0 + 600_001 });
  });

  it('honours the inactivityTimeout server attribute', async () => {
    const device = await demoDevice('Test Device B1');
    await temp.ctx.telemetry.saveAttributes(tenantId, entityId('DEVICE', device), 'SERVER_SCOPE', [
      { key: 'inactivityTimeout', lastUpdateTs: 1, value: { type: 'LONG', value: 5000 } },
    ]);
    const t0 = 4_000_000;
    await temp.ctx.deviceState.activity(tenantId, device, t0);
    await temp.ctx.deviceState.checkInactivity(t0 + 5001);
    await temp.ctx.deviceState.flush();
    expect((await serverAttributes(device)).active).toBe(false);
    // a changed timeout applies at once
    await temp.ctx.telemetry.saveAttributes(tenantId, entityId('DEVICE', device), 'SERVER_SCOPE', [
      { key: 'inactivityTimeout', lastUpdateTs: 2, value: { type: 'LONG', value: 60_000 } },
    ]);
    await temp.ctx.deviceState.activity(tenantId, device, t0 + 10_000);
    await temp.ctx.deviceState.checkInactivity(t0 + 20_000);
    expect((await serverAttributes(device)).active).toBe(true);
  });

  it('records disconnects', async () => {
    const device = await demoDevice('Test Device C1');
    await temp.ctx.deviceState.connected(tenantId, device, 5_000_000);
    await temp.ctx.deviceState.disconnected(tenantId, device, 5_000_500);
    expect(await serverAttributes(device)).toMatchObject({ lastDisconnectTime: 5_000_500, active: true });
  });

  it('ignores devices that do not exist', async () => {
    await temp.ctx.deviceState.activity(tenantId, '00000000-0000-1000-8000-000000000000');
    expect(temp.logged.filter(([level]) => level === 'error')).toEqual([]);
  });

  it('keeps what the device state node reports on the bus: activity, then inactivity with its time', async () => {
    const device = await demoDevice('DHT11 Demo Device');
    const entity = entityId('DEVICE', device);
    temp.ctx.bus.publish({
      type: 'deviceConnectivity',
      tenantId,
      entityId: entity,
      event: 'ACTIVITY_EVENT',
      ts: 3_000_000,
    });
    await expect.poll(async () => (await serverAttributes(device)).active).toBe(true);
    temp.ctx.bus.publish({
      type: 'deviceConnectivity',
      tenantId,
      entityId: entity,
      event: 'INACTIVITY_EVENT',
      ts: 3_500_000,
    });
    await expect.poll(async () => (await serverAttributes(device)).inactivityAlarmTime).toBe(3_500_000);
    expect((await serverAttributes(device)).active).toBe(false);
  });
});
