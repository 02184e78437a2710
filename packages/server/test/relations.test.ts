import type { Api } from '@fleetdeck/client';
import type { Device, EntityId } from '@fleetdeck/model';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  type CustomerUserFixture,
  createCustomerWithUser,
  createTwoTenants,
  expectError,
  expectPermissionDenied,
  MISSING_ID,
  raw,
  type TenantFixture,
  tokenOf,
  unique,
} from './support/fixtures.js';
import { useTestServer } from './support/suite.js';

const server = useTestServer();
let sysadmin: Api;
let tenantA: TenantFixture;
let tenantB: TenantFixture;
let customerA: CustomerUserFixture;
let customerB: CustomerUserFixture;

beforeAll(async () => {
  sysadmin = await server.as('sysadmin');
  [tenantA, tenantB] = await createTwoTenants(server, sysadmin);
  customerA = await createCustomerWithUser(server, tenantA.admin);
  customerB = await createCustomerWithUser(server, tenantA.admin);
});

function newDevice(api: Api, extra: Partial<Device> = {}): Promise<Device> {
  return api.devices.save({ name: unique('Device'), ...extra });
}

async function customerDevice(fixture: CustomerUserFixture): Promise<Device> {
  const device = await newDevice(tenantA.admin);
  return tenantA.admin.devices.assignToCustomer(fixture.customer.id.id, device.id.id);
}

const missingDevice: EntityId = { entityType: 'DEVICE', id: MISSING_ID };

describe('saving a relation', () => {
  it('stores it in the COMMON group when no group is given and reads it back', async () => {
    const [a, b] = await Promise.all([newDevice(tenantA.admin), newDevice(tenantA.admin)]);
    const response = await raw(server, 'POST', '/api/relation', {
      token: tokenOf(tenantA.admin),
      body: { from: a.id, to: b.id, type: 'Contains', additionalInfo: { note: 'x' } },
    });
    expect(response.status).toBe(200);
    expect(response.text).toBe('');
    expect(await tenantA.admin.relations.get(a.id, 'Contains', b.id)).toEqual({
      from: a.id,
      to: b.id,
      type: 'Contains',
      typeGroup: 'COMMON',
      additionalInfo: { note: 'x' },
    });
  });

  it('replaces the additional info of an existing relation', async () => {
    const [a, b] = await Promise.all([newDevice(tenantA.admin), newDevice(tenantA.admin)]);
    await tenantA.admin.relations.save({ from: a.id, to: b.id, type: 'Manages', additionalInfo: { v: 1 } });
    await tenantA.admin.relations.save({ from: a.id, to: b.id, type: 'Manages', additionalInfo: { v: 2 } });
    const relations = await tenantA.admin.relations.from(a.id);
    expect(relations).toHaveLength(1);
    expect(relations[0]?.additionalInfo).toEqual({ v: 2 });
  });

  it('requires both ends and a type', async () => {
    const a = await newDevice(tenantA.admin);
    await expectError(
      tenantA.admin.relations.save({ from: a.id, to: a.id, type: '' }),
      400,
      31,
      'Relation type should be specified!',
    );
    await expectError(
      tenantA.admin.http.post('/api/relation', { to: a.id, type: 'Contains' }),
      400,
      31,
      'Relation should contain from entity!',
    );
    await expectError(
      tenantA.admin.http.post('/api/relation', { from: a.id, type: 'Contains' }),
      400,
      31,
      'Relation should contain to entity!',
    );
    await expectError(
      tenantA.admin.http.post('/api/relation', { from: { entityType: 'GADGET', id: a.id.id }, to: a.id, type: 'x' }),
      400,
      31,
      'No enum constant org.thingsboard.server.common.data.EntityType.GADGET',
    );
    expect(await tenantA.admin.relations.from(a.id)).toEqual([]);
  });

  it('answers 404 for a missing end and writes nothing', async () => {
    const a = await newDevice(tenantA.admin);
    await expectError(
      tenantA.admin.relations.save({ from: a.id, to: missingDevice, type: 'Contains' }),
      404,
      32,
      `Device with id [${MISSING_ID}] is not found`,
    );
    expect(await tenantA.admin.relations.from(a.id)).toEqual([]);
  });

  it('does not relate entities of another tenant', async () => {
    const a = await newDevice(tenantA.admin);
    const foreignDevice = await newDevice(tenantB.admin);
    const foreignCustomer = await tenantB.admin.customers.save({ title: unique('Foreign') });
    await expectError(
      tenantA.admin.relations.save({ from: a.id, to: foreignDevice.id, type: 'Contains' }),
      404,
      32,
      `Device with id [${foreignDevice.id.id}] is not found`,
    );
    await expectPermissionDenied(
      tenantA.admin.relations.save({ from: a.id, to: foreignCustomer.id, type: 'Contains' }),
    );
    expect(await tenantA.admin.relations.from(a.id)).toEqual([]);
  });

  it('lets a customer user relate its own devices only', async () => {
    const [mine, alsoMine, theirs] = await Promise.all([
      customerDevice(customerA),
      customerDevice(customerA),
      customerDevice(customerB),
    ]);
    await customerA.api.relations.save({ from: mine.id, to: alsoMine.id, type: 'Contains' });
    expect(await customerA.api.relations.from(mine.id)).toHaveLength(1);
    await expectPermissionDenied(customerA.api.relations.save({ from: mine.id, to: theirs.id, type: 'Contains' }));
    await expectPermissionDenied(
      customerA.api.relations.save({ from: customerA.customer.id, to: mine.id, type: 'Contains' }),
    );
  });

  it('lets a tenant administrator relate its own tenant', async () => {
    const device = await newDevice(tenantA.admin);
    await tenantA.admin.relations.save({ from: tenantA.tenant.id, to: device.id, type: 'Contains' });
    expect(await tenantA.admin.relations.to(device.id)).toEqual([
      { from: tenantA.tenant.id, to: device.id, type: 'Contains', typeGroup: 'COMMON', additionalInfo: null },
    ]);
  });
});

describe('reading and deleting relations', () => {
  it('answers 404 for a relation that does not exist', async () => {
    const [a, b] = await Promise.all([newDevice(tenantA.admin), newDevice(tenantA.admin)]);
    await expectError(tenantA.admin.relations.get(a.id, 'Contains', b.id), 404, 32, "Requested item wasn't found!");
    await expectError(tenantA.admin.relations.delete(a.id, 'Contains', b.id), 404, 32, "Requested item wasn't found!");
  });

  it('checks the parameters with the platform wording', async () => {
    const token = tokenOf(tenantA.admin);
    const missing = await raw(server, 'GET', `/api/relation?fromId=${MISSING_ID}&fromType=DEVICE&relationType=x`, {
      token,
    });
    expect(missing.status).toBe(400);
    expect(missing.json.message).toBe(
      "Required request parameter 'toId' for method parameter type String is not present",
    );
    const empty = await raw(server, 'GET', '/api/relations?fromId=&fromType=DEVICE', { token });
    expect(empty.json.message).toBe("Parameter 'fromId' can't be empty!");
    const badUuid = await raw(server, 'GET', '/api/relations?fromId=nope&fromType=DEVICE', { token });
    expect(badUuid.json.message).toBe('Invalid UUID string: nope');
  });

  it('deletes one relation, then all relations of an entity', async () => {
    const [a, b, c] = await Promise.all([newDevice(tenantA.admin), newDevice(tenantA.admin), newDevice(tenantA.admin)]);
    await tenantA.admin.relations.save({ from: a.id, to: b.id, type: 'Contains' });
    await tenantA.admin.relations.save({ from: a.id, to: c.id, type: 'Contains' });
    await tenantA.admin.relations.save({ from: c.id, to: a.id, type: 'Manages', typeGroup: 'EDGE' });
    await tenantA.admin.relations.delete(a.id, 'Contains', b.id);
    expect((await tenantA.admin.relations.from(a.id)).map((r) => r.to)).toEqual([c.id]);
    await tenantA.admin.relations.deleteAll(a.id);
    expect(await tenantA.admin.relations.from(a.id)).toEqual([]);
    expect(await tenantA.admin.relations.to(a.id, { relationTypeGroup: 'EDGE' })).toEqual([]);
  });

  it('lists by direction, type and group', async () => {
    const [hub, x, y] = await Promise.all([
      newDevice(tenantA.admin),
      newDevice(tenantA.admin),
      newDevice(tenantA.admin),
    ]);
    await tenantA.admin.relations.save({ from: hub.id, to: x.id, type: 'Contains' });
    await tenantA.admin.relations.save({ from: hub.id, to: y.id, type: 'Manages' });
    await tenantA.admin.relations.save({ from: hub.id, to: y.id, type: 'Contains', typeGroup: 'EDGE' });
    expect(await tenantA.admin.relations.from(hub.id)).toHaveLength(2);
    expect((await tenantA.admin.relations.from(hub.id, { relationType: 'Manages' })).map((r) => r.to)).toEqual([y.id]);
    expect((await tenantA.admin.relations.from(hub.id, { relationTypeGroup: 'EDGE' })).map((r) => r.to)).toEqual([
      y.id,
    ]);
    expect((await tenantA.admin.relations.to(x.id)).map((r) => r.from)).toEqual([hub.id]);
  });

  it('hides relations to entities a customer user may not read', async () => {
    const [mine, theirs] = await Promise.all([customerDevice(customerA), customerDevice(customerB)]);
    await tenantA.admin.relations.save({ from: mine.id, to: theirs.id, type: 'Contains' });
    await tenantA.admin.relations.save({ from: customerA.customer.id, to: mine.id, type: 'Contains' });
    expect(await customerA.api.relations.from(mine.id)).toEqual([]);
    expect((await customerA.api.relations.to(mine.id)).map((r) => r.from)).toEqual([customerA.customer.id]);
    expect(await tenantA.admin.relations.from(mine.id)).toHaveLength(1);
    await expectPermissionDenied(customerA.api.relations.from(theirs.id));
    await expectError(tenantB.admin.relations.from(mine.id), 404, 32, `Device with id [${mine.id.id}] is not found`);
  });

  it('resolves the names of both ends in the infos', async () => {
    const device = await newDevice(tenantA.admin);
    const profile = await tenantA.admin.deviceProfiles.get(device.deviceProfileId.id);
    await tenantA.admin.relations.save({ from: tenantA.tenant.id, to: device.id, type: 'Contains' });
    await tenantA.admin.relations.save({ from: customerA.customer.id, to: device.id, type: 'Contains' });
    await tenantA.admin.relations.save({ from: customerA.user.id, to: device.id, type: 'Manages' });
    await tenantA.admin.relations.save({ from: device.id, to: profile.id, type: 'Uses' });
    const incoming = await tenantA.admin.relations.infoTo(device.id);
    expect(incoming.map((info) => [info.fromName, info.toName]).sort()).toEqual(
      [
        [tenantA.tenant.title, device.name],
        [customerA.customer.title, device.name],
        [customerA.user.email, device.name],
      ].sort(),
    );
    const outgoing = await tenantA.admin.relations.infoFrom(device.id);
    expect(outgoing).toEqual([
      {
        from: device.id,
        to: profile.id,
        type: 'Uses',
        typeGroup: 'COMMON',
        additionalInfo: null,
        fromName: device.name,
        toName: profile.name,
      },
    ]);
  });
});

describe('searching relations', () => {
  it('follows the levels of a query and filters by type and entity type', async () => {
    const [root, middle, leaf, other] = await Promise.all([
      newDevice(tenantA.admin),
      newDevice(tenantA.admin),
      newDevice(tenantA.admin),
      newDevice(tenantA.admin),
    ]);
    await tenantA.admin.relations.save({ from: root.id, to: middle.id, type: 'Contains' });
    await tenantA.admin.relations.save({ from: middle.id, to: leaf.id, type: 'Contains' });
    await tenantA.admin.relations.save({ from: root.id, to: other.id, type: 'Manages' });
    const parameters = { rootId: root.id.id, rootType: 'DEVICE' as const, direction: 'FROM' as const, maxLevel: 1 };
    expect(await tenantA.admin.relations.find({ parameters, filters: [] })).toHaveLength(2);
    const deep = await tenantA.admin.relations.find({
      parameters: { ...parameters, maxLevel: 2 },
      filters: [{ relationType: 'Contains', entityTypes: ['DEVICE'] }],
    });
    expect(deep.map((r) => r.to.id).sort()).toEqual([middle.id.id, leaf.id.id].sort());
    const last = await tenantA.admin.relations.findInfos({
      parameters: { ...parameters, maxLevel: 2, fetchLastLevelOnly: true },
      filters: [],
    });
    expect(last.map((info) => info.toName)).toEqual([leaf.name]);
    const up = await tenantA.admin.relations.find({
      parameters: { rootId: leaf.id.id, rootType: 'DEVICE', direction: 'TO', maxLevel: 0 },
      filters: [{ entityTypes: ['DEVICE'] }],
    });
    expect(up.map((r) => r.from.id).sort()).toEqual([root.id.id, middle.id.id].sort());
  });

  it('checks the root of the search', async () => {
    const foreign = await newDevice(tenantB.admin);
    const parameters = { rootId: foreign.id.id, rootType: 'DEVICE' as const, direction: 'FROM' as const };
    await expectError(
      tenantA.admin.relations.find({ parameters, filters: [] }),
      404,
      32,
      `Device with id [${foreign.id.id}] is not found`,
    );
    await expectError(
      tenantA.admin.http.post('/api/relations', { filters: [] }),
      404,
      32,
      "Requested item wasn't found!",
    );
  });

  it('finds devices related to a root by relation type and device type', async () => {
    const profile = await tenantA.admin.deviceProfiles.save({ name: unique('Sensors'), transportType: 'DEFAULT' });
    const root = await newDevice(tenantA.admin);
    const [sensor, other, managed] = await Promise.all([
      newDevice(tenantA.admin, { deviceProfileId: profile.id }),
      newDevice(tenantA.admin),
      newDevice(tenantA.admin, { deviceProfileId: profile.id }),
    ]);
    await tenantA.admin.relations.save({ from: root.id, to: sensor.id, type: 'Contains' });
    await tenantA.admin.relations.save({ from: root.id, to: other.id, type: 'Contains' });
    await tenantA.admin.relations.save({ from: root.id, to: managed.id, type: 'Manages' });
    const parameters = { rootId: root.id.id, rootType: 'DEVICE' as const, direction: 'FROM' as const, maxLevel: 1 };
    const found = await tenantA.admin.devices.byQuery({
      parameters,
      relationType: 'Contains',
      deviceTypes: [profile.name],
    });
    expect(found.map((d) => d.id)).toEqual([sensor.id]);
    const anyType = await tenantA.admin.devices.byQuery({ parameters, deviceTypes: [profile.name, 'default'] });
    expect(anyType.map((d) => d.id.id).sort()).toEqual([sensor.id.id, other.id.id, managed.id.id].sort());
    await expectError(tenantA.admin.http.post('/api/devices', { parameters }), 404, 32, "Requested item wasn't found!");
  });

  it('shows a customer user only its own related devices', async () => {
    const [mine, alsoMine, theirs] = await Promise.all([
      customerDevice(customerA),
      customerDevice(customerA),
      customerDevice(customerB),
    ]);
    await tenantA.admin.relations.save({ from: mine.id, to: alsoMine.id, type: 'Contains' });
    await tenantA.admin.relations.save({ from: mine.id, to: theirs.id, type: 'Contains' });
    const found = await customerA.api.devices.byQuery({
      parameters: { rootId: mine.id.id, rootType: 'DEVICE', direction: 'FROM', maxLevel: 1 },
      deviceTypes: ['default'],
    });
    expect(found.map((d) => d.id)).toEqual([alsoMine.id]);
    const relations = await customerA.api.relations.find({
      parameters: { rootId: mine.id.id, rootType: 'DEVICE', direction: 'FROM' },
      filters: [],
    });
    expect(relations.map((r) => r.to)).toEqual([alsoMine.id]);
  });

  it('lets the system administrator relate tenants but not devices', async () => {
    await sysadmin.relations.save({ from: tenantA.tenant.id, to: tenantB.tenant.id, type: 'Manages' });
    expect((await sysadmin.relations.from(tenantA.tenant.id, { relationType: 'Manages' })).map((r) => r.to)).toEqual([
      tenantB.tenant.id,
    ]);
    const device = await newDevice(tenantA.admin);
    await expectPermissionDenied(sysadmin.relations.from(device.id));
  });
});
