import type { Api } from '@fleetdeck/client';
import type { Asset, Device, EntityView } from '@fleetdeck/model';
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
let sysadmin: Api;
let tenantA: TenantFixture;
let tenantB: TenantFixture;
let customerA: CustomerUserFixture;
let customerB: CustomerUserFixture;
let device: Device;
let asset: Asset;

beforeAll(async () => {
  sysadmin = await server.as('sysadmin');
  [tenantA, tenantB] = await createTwoTenants(server, sysadmin);
  customerA = await createCustomerWithUser(server, tenantA.admin);
  customerB = await createCustomerWithUser(server, tenantA.admin);
  device = await tenantA.admin.devices.save({ name: unique('Viewed device') });
  asset = await tenantA.admin.assets.save({ name: unique('Viewed asset'), type: 'building' });
});

function newView(api: Api, extra: Partial<EntityView> = {}): Promise<EntityView> {
  return api.entityViews.save({ name: unique('View'), type: 'window', entityId: device.id, ...extra });
}

describe('creating an entity view', () => {
  it('answers the EntityView shape, unassigned, with its keys and time window', async () => {
    const name = unique('Shape view');
    const keys = { timeseries: ['temperature'], attributes: { cs: ['a'], ss: ['b'], sh: [] } };
    const response = await raw(server, 'POST', '/api/entityView', {
      token: tokenOf(tenantA.admin),
      body: { name, type: 'window', entityId: device.id, keys, startTimeMs: 1000, endTimeMs: 2000 },
    });
    expect(response.status).toBe(200);
    expect(Object.keys(response.json).sort()).toEqual(
      [
        'additionalInfo',
        'createdTime',
        'customerId',
        'endTimeMs',
        'entityId',
        'externalId',
        'id',
        'keys',
        'name',
        'startTimeMs',
        'tenantId',
        'type',
      ].sort(),
    );
    expect(response.json).toMatchObject({
      name,
      type: 'window',
      entityId: device.id,
      keys,
      startTimeMs: 1000,
      endTimeMs: 2000,
      tenantId: tenantA.tenant.id,
      customerId: { entityType: 'CUSTOMER', id: NULL_UUID },
    });
    expect(await tenantA.admin.entityViews.get(response.json.id.id)).toEqual(response.json);
  });

  it('fills missing keys with empty lists and the time window with zero', async () => {
    const view = await newView(tenantA.admin, { entityId: asset.id });
    expect(view).toMatchObject({
      entityId: asset.id,
      keys: { timeseries: [], attributes: { cs: [], ss: [], sh: [] } },
      startTimeMs: 0,
      endTimeMs: 0,
    });
  });

  it('requires a name, a type and an entity', async () => {
    await expectError(newView(tenantA.admin, { name: '' }), 400, 31, 'Entity view name should be specified!');
    await expectError(newView(tenantA.admin, { type: '' }), 400, 31, 'Entity view type should be specified!');
    await expectError(
      tenantA.admin.entityViews.save({ name: unique('No entity'), type: 't' } as never),
      400,
      31,
      'Entity view entity id should be specified!',
    );
  });

  it('rejects a missing entity, another tenant’s entity, and an entity that is no device or asset', async () => {
    await expectError(
      newView(tenantA.admin, { entityId: { entityType: 'ASSET', id: MISSING_ID } }),
      404,
      32,
      `Asset with id [${MISSING_ID}] is not found`,
    );
    const foreignAsset = await tenantB.admin.assets.save({ name: unique('Foreign'), type: 't' });
    await expectPermissionDenied(newView(tenantA.admin, { entityId: foreignAsset.id }));
    const foreignDevice = await tenantB.admin.devices.save({ name: unique('Foreign device') });
    await expectError(
      newView(tenantA.admin, { entityId: foreignDevice.id }),
      404,
      32,
      `Device with id [${foreignDevice.id.id}] is not found`,
    );
    await expectError(
      newView(tenantA.admin, { entityId: tenantA.tenant.id as never }),
      400,
      31,
      'Entity view can only be created for a device or an asset!',
    );
    const page = await tenantA.admin.entityViews.tenantEntityViews({ ...PAGE, textSearch: 'Foreign' });
    expect(page.totalElements).toBe(0);
  });

  it('rejects a second entity view with the same name', async () => {
    const view = await newView(tenantA.admin);
    await expectError(
      newView(tenantA.admin, { name: view.name }),
      400,
      31,
      'Entity view with such name already exists!',
    );
  });

  it('limits the name to 255 characters', async () => {
    await expectError(
      newView(tenantA.admin, { name: 'v'.repeat(256) }),
      400,
      31,
      'Validation error: length of name must be equal or less than 255',
    );
  });

  it('updates a view by id', async () => {
    const view = await newView(tenantA.admin);
    const updated = await tenantA.admin.entityViews.save({ ...view, type: 'other', endTimeMs: 5 });
    expect(updated).toMatchObject({ id: view.id, type: 'other', endTimeMs: 5 });
  });
});

describe('listing entity views', () => {
  it('lists by type, finds by name and lists the types', async () => {
    const type = unique('vt');
    const view = await newView(tenantA.admin, { type });
    const page = await tenantA.admin.entityViews.tenantEntityViewInfos(PAGE, { type });
    expect(page.data.map((v) => v.id.id)).toEqual([view.id.id]);
    expect(page.data[0]).toMatchObject({ customerTitle: null, customerIsPublic: false });
    expect((await tenantA.admin.entityViews.byName(view.name)).id).toEqual(view.id);
    await expectError(tenantA.admin.entityViews.byName(unique('none')), 404, 32, "Requested item wasn't found!");
    expect((await tenantA.admin.entityViews.types()).map((t) => t.type)).toContain(type);
    const sorted = await tenantA.admin.entityViews.tenantEntityViewInfos({
      ...PAGE,
      sortOrder: { property: 'customerTitle', direction: 'ASC' },
    });
    expect(sorted.totalElements).toBeGreaterThan(0);
  });
});

describe('assigning entity views', () => {
  it('assigns, makes public and unassigns', async () => {
    const view = await newView(tenantA.admin);
    const assigned = await tenantA.admin.entityViews.assignToCustomer(customerA.customer.id.id, view.id.id);
    expect(assigned.customerId).toEqual(customerA.customer.id);
    const infos = await tenantA.admin.entityViews.customerEntityViewInfos(customerA.customer.id.id, PAGE);
    expect(infos.data.find((v) => v.id.id === view.id.id)?.customerTitle).toBe(customerA.customer.title);
    const made = await tenantA.admin.entityViews.makePublic(view.id.id);
    expect((await tenantA.admin.entityViews.info(view.id.id)).customerIsPublic).toBe(true);
    expect(made.customerId.id).not.toBe(NULL_UUID);
    await tenantA.admin.entityViews.unassignFromCustomer(view.id.id);
    await expectError(
      tenantA.admin.entityViews.unassignFromCustomer(view.id.id),
      400,
      31,
      "Entity View isn't assigned to any customer!",
    );
  });
});

describe('deleting', () => {
  it('deletes an entity view, after which its device can be deleted', async () => {
    const viewed = await tenantA.admin.devices.save({ name: unique('Doomed device') });
    const view = await newView(tenantA.admin, { entityId: viewed.id });
    await expectError(
      tenantA.admin.devices.delete(viewed.id.id),
      400,
      31,
      "Can't delete device that has entity views!",
    );
    await tenantA.admin.entityViews.delete(view.id.id);
    await expectError(
      tenantA.admin.entityViews.get(view.id.id),
      404,
      32,
      `Entity view with id [${view.id.id}] is not found`,
    );
    await tenantA.admin.devices.delete(viewed.id.id);
  });
});

describe('access', () => {
  it('answers 403 to another tenant', async () => {
    const view = await newView(tenantA.admin);
    await expectPermissionDenied(tenantB.admin.entityViews.get(view.id.id));
    await expectPermissionDenied(tenantB.admin.entityViews.info(view.id.id));
    await expectPermissionDenied(tenantB.admin.entityViews.save({ ...view, type: 'x' }));
    await expectPermissionDenied(tenantB.admin.entityViews.delete(view.id.id));
    await expectPermissionDenied(tenantB.admin.entityViews.makePublic(view.id.id));
    expect((await tenantA.admin.entityViews.get(view.id.id)).type).toBe('window');
  });

  it('lets a customer user read its own customer’s views only, and write nothing', async () => {
    const own = await newView(tenantA.admin);
    const others = await newView(tenantA.admin);
    await tenantA.admin.entityViews.assignToCustomer(customerA.customer.id.id, own.id.id);
    await tenantA.admin.entityViews.assignToCustomer(customerB.customer.id.id, others.id.id);
    const user = customerA.api;
    expect((await user.entityViews.get(own.id.id)).id).toEqual(own.id);
    expect((await user.entityViews.info(own.id.id)).customerTitle).toBe(customerA.customer.title);
    const list = await user.entityViews.customerEntityViews(customerA.customer.id.id, PAGE);
    expect(list.data.map((v) => v.id.id)).toEqual([own.id.id]);
    await expectPermissionDenied(user.entityViews.get(others.id.id));
    await expectPermissionDenied(user.entityViews.customerEntityViewInfos(customerB.customer.id.id, PAGE));
    await expectPermissionDenied(user.entityViews.save({ ...own, type: 'mine' }));
    await expectPermissionDenied(user.entityViews.delete(own.id.id));
    await expectPermissionDenied(user.entityViews.tenantEntityViews(PAGE));
    expect((await tenantA.admin.entityViews.get(own.id.id)).type).toBe('window');
  });
});

describe('searching entity views by relation', () => {
  it('finds the entity views related to a root entity, by type', async () => {
    const root = await tenantA.admin.assets.save({ name: unique('Search root'), type: 'site' });
    const wanted = await newView(tenantA.admin, { type: 'wanted' });
    const other = await newView(tenantA.admin, { type: 'other' });
    await tenantA.admin.relations.save({ from: root.id, to: wanted.id, type: 'Contains' });
    await tenantA.admin.relations.save({ from: root.id, to: other.id, type: 'Contains' });
    const found = await tenantA.admin.entityViews.search({
      parameters: { rootId: root.id.id, rootType: 'ASSET', direction: 'FROM', maxLevel: 1 },
      relationType: 'Contains',
      entityViewTypes: ['wanted'],
    });
    expect(found.map((v) => v.id.id)).toEqual([wanted.id.id]);
    await expectPermissionDenied(
      tenantB.admin.entityViews.search({
        parameters: { rootId: root.id.id, rootType: 'ASSET', direction: 'FROM', maxLevel: 1 },
        relationType: 'Contains',
        entityViewTypes: ['wanted'],
      }),
    );
  });
});
