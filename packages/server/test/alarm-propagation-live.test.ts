import { type Api, TelemetryWebSocket, type WebSocketConstructor } from '@fleetdeck/client';
import type { Alarm, AlarmDataUpdate, Customer, Device } from '@fleetdeck/model';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { WebSocket } from 'ws';
import {
  type CustomerUserFixture,
  createCustomerWithUser,
  createTenantWithAdmin,
  type TenantFixture,
  tokenOf,
  unique,
} from './support/fixtures.js';
import { useTestServer } from './support/suite.js';

/** Issue 13: an alarm propagated to its originator's owner arrives live on an alarm data subscription of the owner. */
const server = useTestServer();
let tenant: TenantFixture;
let customerA: CustomerUserFixture;
let customerB: CustomerUserFixture;
let deviceA: Device;
let deviceB: Device;
const open: TelemetryWebSocket[] = [];

beforeAll(async () => {
  tenant = await createTenantWithAdmin(server, await server.as('sysadmin'));
  [customerA, customerB] = await Promise.all([
    createCustomerWithUser(server, tenant.admin),
    createCustomerWithUser(server, tenant.admin),
  ]);
  deviceA = await tenant.admin.devices.save({ name: unique('Owner propagation device') });
  deviceB = await tenant.admin.devices.save({ name: unique('Other owner device') });
  await tenant.admin.devices.assignToCustomer(customerA.customer.id.id, deviceA.id.id);
  await tenant.admin.devices.assignToCustomer(customerB.customer.id.id, deviceB.id.id);
});

afterEach(() => {
  for (const socket of open.splice(0)) socket.close();
});

function client(api: Api): TelemetryWebSocket {
  const socket = new TelemetryWebSocket({
    baseUrl: server.url,
    token: () => tokenOf(api),
    WebSocket: WebSocket as unknown as WebSocketConstructor,
  });
  open.push(socket);
  return socket;
}

function eventually<T>(items: T[], match: (item: T) => boolean, timeout = 5000): Promise<T> {
  return vi.waitFor(
    () => {
      const item = items.find(match);
      if (!item) throw new Error(`nothing matched in ${timeout} ms; got ${JSON.stringify(items).slice(0, 2000)}`);
      return item;
    },
    { timeout, interval: 5 },
  );
}

/** The alarm data updates of a subscription on the customer, with the alarms propagated to it, once its page came. */
async function subscribeOnCustomer(api: Api, customer: Customer): Promise<AlarmDataUpdate[]> {
  const updates: AlarmDataUpdate[] = [];
  client(api).subscribeAlarmData(
    {
      entityFilter: { type: 'singleEntity', singleEntity: customer.id },
      pageLink: { pageSize: 10, page: 0, searchPropagatedAlarms: true },
    },
    (update) => updates.push(update),
  );
  const first = await eventually(updates, () => true);
  expect(first).toMatchObject({ errorCode: 0, data: { data: [], totalElements: 0 } });
  return updates;
}

const raiseOn = (device: Device): Promise<Alarm> =>
  tenant.admin.alarms.save({
    type: unique('Leak'),
    originator: device.id,
    severity: 'CRITICAL',
    status: 'ACTIVE_UNACK',
    propagateToOwner: true,
  });

const shows = (update: AlarmDataUpdate, alarm: Alarm) =>
  [...(update.data?.data ?? []), ...(update.update ?? [])].some((shown) => shown.id.id === alarm.id.id);

describe('alarm data subscription on an owner', () => {
  it("receives a device's owner-propagated alarm when raised and when cleared; another customer's does not", async () => {
    const onA = await subscribeOnCustomer(customerA.api, customerA.customer);
    const onB = await subscribeOnCustomer(customerB.api, customerB.customer);

    const alarm = await raiseOn(deviceA);
    const raised = await eventually(onA, (update) => shows(update, alarm));
    expect(raised.data?.data[0]).toMatchObject({ id: alarm.id, originator: deviceA.id, status: 'ACTIVE_UNACK' });

    await tenant.admin.alarms.clear(alarm.id.id);
    const cleared = await eventually(onA, (update) => Boolean(update.update?.length));
    expect(cleared.update?.[0]).toMatchObject({ id: alarm.id, status: 'CLEARED_UNACK' });

    // The other customer's subscription does get its own device's alarm, and by then it would have had the first.
    const own = await raiseOn(deviceB);
    await eventually(onB, (update) => shows(update, own));
    expect(onB.some((update) => shows(update, alarm))).toBe(false);
    expect(onA.some((update) => shows(update, own))).toBe(false);
  });
});
