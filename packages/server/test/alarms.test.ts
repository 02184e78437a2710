import type { Api } from '@fleetdeck/client';
import type { Alarm, Device } from '@fleetdeck/model';
import { NULL_UUID } from '@fleetdeck/model';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  type CustomerUserFixture,
  createCustomerWithUser,
  createTwoTenants,
  expectError,
  expectPermissionDenied,
  MISSING_ID,
  PAGE,
  raw,
  type TenantFixture,
  tokenOf,
  unique,
} from './support/fixtures.js';
import { useTestServer } from './support/suite.js';

const server = useTestServer();
let tenantA: TenantFixture;
let tenantB: TenantFixture;
let customerA: CustomerUserFixture;
let customerB: CustomerUserFixture;
let deviceA: Device;
let customerDevice: Device;

beforeAll(async () => {
  const sysadmin = await server.as('sysadmin');
  [tenantA, tenantB] = await createTwoTenants(server, sysadmin);
  customerA = await createCustomerWithUser(server, tenantA.admin);
  customerB = await createCustomerWithUser(server, tenantA.admin);
  deviceA = await tenantA.admin.devices.save({ name: unique('Alarm device') });
  customerDevice = await tenantA.admin.devices.save({ name: unique('Customer alarm device') });
  await tenantA.admin.devices.assignToCustomer(customerA.customer.id.id, customerDevice.id.id);
});

function raise(api: Api, originator: Device, extra: Partial<Alarm> = {}): Promise<Alarm> {
  return api.alarms.save({
    type: unique('High temperature'),
    originator: originator.id,
    severity: 'MAJOR',
    status: 'ACTIVE_UNACK',
    ...extra,
  });
}

const BOTH =
  "Invalid alarms search query: Both parameters 'searchStatus' and 'status' can't be specified at the same time!";

describe('saving an alarm', () => {
  it('answers the Alarm shape with the originator, the originator customer and the type as name', async () => {
    const response = await raw(server, 'POST', '/api/alarm', {
      token: tokenOf(tenantA.admin),
      body: {
        type: 'Shape alarm',
        originator: customerDevice.id,
        severity: 'CRITICAL',
        status: 'ACTIVE_UNACK',
        details: { data: 'too hot' },
      },
    });
    expect(response.status).toBe(200);
    expect(Object.keys(response.json).sort()).toEqual(
      [
        'ackTs',
        'clearTs',
        'createdTime',
        'customerId',
        'details',
        'endTs',
        'id',
        'name',
        'originator',
        'propagate',
        'propagateRelationTypes',
        'propagateToOwner',
        'propagateToTenant',
        'severity',
        'startTs',
        'status',
        'tenantId',
        'type',
      ].sort(),
    );
    const alarm = response.json as Alarm;
    expect(alarm.id.entityType).toBe('ALARM');
    expect(alarm.name).toBe('Shape alarm');
    expect(alarm.tenantId).toEqual(tenantA.tenant.id);
    expect(alarm.customerId).toEqual(customerA.customer.id);
    expect(alarm.originator).toEqual(customerDevice.id);
    expect(alarm.details).toEqual({ data: 'too hot' });
    expect(alarm.startTs).toBeGreaterThan(0);
    expect(alarm.endTs).toBe(alarm.startTs);
    expect(alarm.ackTs).toBe(0);
    expect(alarm.clearTs).toBe(0);
    expect(await tenantA.admin.alarms.get(alarm.id.id)).toEqual(alarm);
  });

  it('updates the uncleared alarm of the same originator and type instead of raising a second one', async () => {
    const first = await raise(tenantA.admin, deviceA, { severity: 'MINOR' });
    const second = await raise(tenantA.admin, deviceA, { type: first.type, severity: 'CRITICAL' });
    expect(second.id).toEqual(first.id);
    expect(second.severity).toBe('CRITICAL');
    await tenantA.admin.alarms.clear(first.id.id);
    const third = await raise(tenantA.admin, deviceA, { type: first.type });
    expect(third.id).not.toEqual(first.id);
  });

  it('rejects an alarm without type, originator, severity or status', async () => {
    const token = tokenOf(tenantA.admin);
    const base = { type: 'x', originator: deviceA.id, severity: 'MAJOR', status: 'ACTIVE_UNACK' };
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ ...base, type: undefined }, 'Alarm type should be specified!'],
      [{ ...base, originator: undefined }, 'Alarm originator should be specified!'],
      [{ ...base, severity: undefined }, 'Alarm severity should be specified!'],
      [{ ...base, status: undefined }, 'Alarm status should be specified!'],
    ];
    for (const [body, message] of cases) {
      const response = await raw(server, 'POST', '/api/alarm', { token, body });
      expect(response.status).toBe(400);
      expect(response.json).toMatchObject({ status: 400, errorCode: 31, message });
    }
  });

  it('lets a customer user raise alarms on its own devices only', async () => {
    const own = await raise(customerA.api, customerDevice);
    expect(own.customerId).toEqual(customerA.customer.id);
    await expectPermissionDenied(raise(customerA.api, deviceA));
    await expectPermissionDenied(raise(customerB.api, customerDevice));
  });

  it('answers 404 for a device of another tenant', async () => {
    await expectError(raise(tenantB.admin, deviceA), 404, 32, `Device with id [${deviceA.id.id}] is not found`);
  });
});

describe('reading, acknowledging, clearing and deleting an alarm', () => {
  it('acknowledges and clears with their times, and answers the info with the originator name', async () => {
    const alarm = await raise(tenantA.admin, deviceA);
    const ack = await raw(server, 'POST', `/api/alarm/${alarm.id.id}/ack`, { token: tokenOf(tenantA.admin) });
    expect(ack.status).toBe(200);
    expect(ack.text).toBe('');
    const acked = await tenantA.admin.alarms.get(alarm.id.id);
    expect(acked.status).toBe('ACTIVE_ACK');
    expect(acked.ackTs).toBeGreaterThan(0);
    await tenantA.admin.alarms.clear(alarm.id.id);
    const cleared = await tenantA.admin.alarms.info(alarm.id.id);
    expect(cleared.status).toBe('CLEARED_ACK');
    expect(cleared.clearTs).toBeGreaterThan(0);
    expect(cleared.originatorName).toBe(deviceA.name);
  });

  it('clears an unacknowledged alarm to CLEARED_UNACK and acknowledges it to CLEARED_ACK', async () => {
    const alarm = await raise(tenantA.admin, deviceA);
    await tenantA.admin.alarms.clear(alarm.id.id);
    expect((await tenantA.admin.alarms.get(alarm.id.id)).status).toBe('CLEARED_UNACK');
    await tenantA.admin.alarms.ack(alarm.id.id);
    expect((await tenantA.admin.alarms.get(alarm.id.id)).status).toBe('CLEARED_ACK');
  });

  it('deletes with true, then answers 404', async () => {
    const alarm = await raise(tenantA.admin, deviceA);
    const response = await raw(server, 'DELETE', `/api/alarm/${alarm.id.id}`, { token: tokenOf(tenantA.admin) });
    expect(response.status).toBe(200);
    expect(response.json).toBe(true);
    await expectError(tenantA.admin.alarms.get(alarm.id.id), 404, 32, `Alarm with id [${alarm.id.id}] is not found`);
  });

  it('keeps other tenants and other customers out', async () => {
    const alarm = await raise(tenantA.admin, customerDevice);
    await expectPermissionDenied(tenantB.admin.alarms.get(alarm.id.id));
    await expectPermissionDenied(tenantB.admin.alarms.ack(alarm.id.id));
    await expectPermissionDenied(customerB.api.alarms.get(alarm.id.id));
    await expectPermissionDenied(customerB.api.alarms.delete(alarm.id.id));
    expect((await customerA.api.alarms.get(alarm.id.id)).id).toEqual(alarm.id);
    await customerA.api.alarms.ack(alarm.id.id);
    await expectError(tenantA.admin.alarms.get(MISSING_ID), 404, 32, `Alarm with id [${MISSING_ID}] is not found`);
  });
});

describe('listing alarms', () => {
  let device: Device;
  let active: Alarm;
  let cleared: Alarm;
  let acked: Alarm;

  beforeAll(async () => {
    device = await tenantA.admin.devices.save({ name: unique('Listed alarm device') });
    active = await raise(tenantA.admin, device, { type: 'A active', severity: 'MINOR' });
    cleared = await raise(tenantA.admin, device, { type: 'B cleared', severity: 'CRITICAL' });
    await tenantA.admin.alarms.clear(cleared.id.id);
    acked = await raise(tenantA.admin, device, { type: 'C acked', severity: 'WARNING' });
    await tenantA.admin.alarms.ack(acked.id.id);
  });

  it('lists the alarms of an entity by search status or status, with originator names when asked', async () => {
    const all = await tenantA.admin.alarms.forEntity(device.id, PAGE, { fetchOriginator: true });
    expect(all.data.map((a) => a.type)).toEqual(['A active', 'B cleared', 'C acked']);
    expect(all.data[0]?.originatorName).toBe(device.name);
    const plain = await tenantA.admin.alarms.forEntity(device.id, PAGE);
    expect(plain.data[0]?.originatorName).toBeNull();
    const activeOnes = await tenantA.admin.alarms.forEntity(device.id, PAGE, { searchStatus: 'ACTIVE' });
    expect(activeOnes.data.map((a) => a.id)).toEqual([active.id, acked.id]);
    const unack = await tenantA.admin.alarms.forEntity(device.id, PAGE, { searchStatus: 'UNACK' });
    expect(unack.data.map((a) => a.id)).toEqual([active.id, cleared.id]);
    const exact = await tenantA.admin.alarms.forEntity(device.id, PAGE, { status: 'CLEARED_UNACK' });
    expect(exact.data.map((a) => a.id)).toEqual([cleared.id]);
  });

  it('pages, sorts by severity and searches type, severity and status', async () => {
    const sorted = await tenantA.admin.alarms.forEntity(device.id, {
      ...PAGE,
      sortOrder: { property: 'type', direction: 'DESC' },
    });
    expect(sorted.data.map((a) => a.type)).toEqual(['C acked', 'B cleared', 'A active']);
    const paged = await tenantA.admin.alarms.forEntity(device.id, { pageSize: 2, page: 1 });
    expect(paged).toMatchObject({ totalElements: 3, totalPages: 2, hasNext: false });
    expect(paged.data).toHaveLength(1);
    const searched = await tenantA.admin.alarms.forEntity(device.id, { ...PAGE, textSearch: 'critic' });
    expect(searched.data.map((a) => a.id)).toEqual([cleared.id]);
    const window = await tenantA.admin.alarms.forEntity(device.id, {
      ...PAGE,
      startTime: cleared.createdTime,
      endTime: cleared.createdTime,
    });
    expect(window.data.map((a) => a.id)).toEqual([cleared.id]);
  });

  it('refuses searchStatus and status together, and unknown statuses', async () => {
    await expectError(
      tenantA.admin.alarms.forEntity(device.id, PAGE, { searchStatus: 'ANY', status: 'ACTIVE_ACK' }),
      400,
      31,
      BOTH,
    );
    await expectError(
      tenantA.admin.alarms.highestSeverity(device.id, { searchStatus: 'ANY', status: 'ACTIVE_ACK' }),
      400,
      31,
      BOTH,
    );
    const response = await raw(server, 'GET', `/api/alarm/DEVICE/${device.id.id}?pageSize=10&page=0&searchStatus=X`, {
      token: tokenOf(tenantA.admin),
    });
    expect(response.json).toMatchObject({
      status: 400,
      message: 'No enum constant org.thingsboard.server.common.data.alarm.AlarmSearchStatus.X',
    });
  });

  it('answers the highest severity as a JSON string, or an empty body when there is none', async () => {
    expect(await tenantA.admin.alarms.highestSeverity(device.id)).toBe('CRITICAL');
    expect(await tenantA.admin.alarms.highestSeverity(device.id, { searchStatus: 'ACTIVE' })).toBe('MINOR');
    const none = await raw(server, 'GET', `/api/alarm/highestSeverity/DEVICE/${deviceA.id.id}?status=CLEARED_ACK`, {
      token: tokenOf(tenantB.admin),
    });
    expect(none.status).toBe(404);
    const empty = await tenantA.admin.devices.save({ name: unique('Quiet device') });
    const quiet = await raw(server, 'GET', `/api/alarm/highestSeverity/DEVICE/${empty.id.id}`, {
      token: tokenOf(tenantA.admin),
    });
    expect(quiet.status).toBe(200);
    expect(quiet.text).toBe('');
  });

  it('lists every tenant alarm for the tenant and only its customer ones for a customer user', async () => {
    const tenantList = await tenantA.admin.alarms.all({ pageSize: 1000, page: 0 });
    expect(tenantList.data.map((a) => a.id)).toContainEqual(active.id);
    const customerList = await customerA.api.alarms.all({ pageSize: 1000, page: 0 });
    expect(customerList.data.length).toBeGreaterThan(0);
    expect(customerList.data.every((a) => a.customerId.id === customerA.customer.id.id)).toBe(true);
    const other = await tenantB.admin.alarms.all(PAGE);
    expect(other.totalElements).toBe(0);
    await expectError(customerB.api.alarms.forEntity(device.id, PAGE), 403, 20, expect.any(String) as never);
  });

  it('shows alarms propagated to the owner and to related parents', async () => {
    const parent = await tenantA.admin.customers.save({ title: unique('Parent customer') });
    const child = await tenantA.admin.devices.save({ name: unique('Child device') });
    await tenantA.admin.relations.save({
      from: parent.id,
      to: child.id,
      type: 'Contains',
      typeGroup: 'COMMON',
      additionalInfo: null,
    });
    const propagated = await raise(tenantA.admin, child, { propagate: true, propagateToTenant: true });
    const local = await raise(tenantA.admin, child, { propagate: false });
    const onParent = await tenantA.admin.alarms.forEntity(parent.id, PAGE);
    expect(onParent.data.map((a) => a.id)).toEqual([propagated.id]);
    const onTenant = await tenantA.admin.alarms.forEntity(tenantA.tenant.id, { pageSize: 1000, page: 0 });
    expect(onTenant.data.map((a) => a.id)).toContainEqual(propagated.id);
    expect(onTenant.data.map((a) => a.id)).not.toContainEqual(local.id);
    expect(propagated.customerId.id).toBe(NULL_UUID);
  });

  it('finds the alarms propagated to an entity in an alarm data query only with searchPropagatedAlarms', async () => {
    const building = await tenantA.admin.assets.save({ name: unique('Building'), type: 'building' });
    const sensor = await tenantA.admin.devices.save({ name: unique('Sensor') });
    await tenantA.admin.relations.save({
      from: building.id,
      to: sensor.id,
      type: 'Contains',
      typeGroup: 'COMMON',
      additionalInfo: null,
    });
    const critical = await raise(tenantA.admin, sensor, { propagate: true, severity: 'CRITICAL' });
    await raise(tenantA.admin, sensor, { propagate: true, severity: 'MAJOR' });
    await raise(tenantA.admin, sensor, { propagate: false, severity: 'CRITICAL' });
    const query = (searchPropagatedAlarms: boolean) => ({
      entityFilter: { type: 'singleEntity' as const, singleEntity: building.id },
      pageLink: {
        page: 0,
        pageSize: 10,
        searchPropagatedAlarms,
        severityList: ['CRITICAL' as const],
        sortOrder: { key: { type: 'ALARM_FIELD' as const, key: 'createdTime' }, direction: 'DESC' as const },
      },
    });
    const found = await tenantA.admin.entityQuery.findAlarms(query(true));
    expect(found.data.map((alarm) => alarm.id)).toEqual([critical.id]);
    expect(found.data[0]?.originator).toEqual(sensor.id);
    expect((await tenantA.admin.entityQuery.findAlarms(query(false))).totalElements).toBe(0);
    // another customer's user sees none of them, propagated or not
    expect((await customerB.api.entityQuery.findAlarms(query(true))).totalElements).toBe(0);
  });
});
