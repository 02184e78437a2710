import type { Api } from '@fleetdeck/client';
import type { Asset } from '@fleetdeck/model';
import { NULL_UUID } from '@fleetdeck/model';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  type CustomerUserFixture,
  createCustomerWithUser,
  createTenantWithAdmin,
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

beforeAll(async () => {
  sysadmin = await server.as('sysadmin');
  [tenantA, tenantB] = await createTwoTenants(server, sysadmin);
  customerA = await createCustomerWithUser(server, tenantA.admin);
  customerB = await createCustomerWithUser(server, tenantA.admin);
});

function newAsset(api: Api, extra: Partial<Asset> = {}): Promise<Asset> {
  return api.assets.save({ name: unique('Asset'), type: 'building', ...extra });
}

describe('creating an asset', () => {
  it('answers the Asset shape, unassigned', async () => {
    const name = unique('Shape asset');
    const response = await raw(server, 'POST', '/api/asset', {
      token: tokenOf(tenantA.admin),
      body: { name, type: 'building', label: 'Main' },
    });
    expect(response.status).toBe(200);
    expect(Object.keys(response.json).sort()).toEqual(
      ['additionalInfo', 'createdTime', 'customerId', 'externalId', 'id', 'label', 'name', 'tenantId', 'type'].sort(),
    );
    expect(response.json).toMatchObject({
      name,
      type: 'building',
      label: 'Main',
      tenantId: tenantA.tenant.id,
      customerId: { entityType: 'CUSTOMER', id: NULL_UUID },
      additionalInfo: null,
      externalId: null,
    });
    expect(response.json.id.entityType).toBe('ASSET');
    expect(await tenantA.admin.assets.get(response.json.id.id)).toEqual(response.json);
  });

  it('requires a name and a type', async () => {
    await expectError(
      tenantA.admin.assets.save({ name: '', type: 'building' }),
      400,
      31,
      'Asset name should be specified!',
    );
    await expectError(
      tenantA.admin.assets.save({ name: unique('Typeless'), type: '' }),
      400,
      31,
      'Asset type should be specified!',
    );
  });

  it('rejects a second asset with the same name, and writes nothing', async () => {
    const asset = await newAsset(tenantA.admin);
    await expectError(newAsset(tenantA.admin, { name: asset.name }), 400, 31, 'Asset with such name already exists!');
    const page = await tenantA.admin.assets.tenantAssets({ ...PAGE, textSearch: asset.name });
    expect(page.totalElements).toBe(1);
  });

  it('allows the same name in another tenant', async () => {
    const asset = await newAsset(tenantA.admin);
    const other = await newAsset(tenantB.admin, { name: asset.name });
    expect(other.name).toBe(asset.name);
  });

  it('limits text fields to 255 characters', async () => {
    await expectError(
      newAsset(tenantA.admin, { label: 'x'.repeat(256) }),
      400,
      31,
      'Validation error: length of label must be equal or less than 255',
    );
    await expectError(
      newAsset(tenantA.admin, { name: 'n'.repeat(256) }),
      400,
      31,
      'Validation error: length of name must be equal or less than 255',
    );
  });

  it('updates an asset by id and keeps its customer', async () => {
    const asset = await newAsset(tenantA.admin);
    await tenantA.admin.assets.assignToCustomer(customerA.customer.id.id, asset.id.id);
    const updated = await tenantA.admin.assets.save({ ...asset, label: 'Renamed', type: 'floor' });
    expect(updated).toMatchObject({ label: 'Renamed', type: 'floor', customerId: customerA.customer.id });
  });

  it('answers 404 for an update of a missing asset', async () => {
    await expectError(
      tenantA.admin.assets.save({ id: { entityType: 'ASSET', id: MISSING_ID }, name: unique('Ghost'), type: 't' }),
      404,
      32,
      `Asset with id [${MISSING_ID}] is not found`,
    );
  });
});

describe('reading assets', () => {
  it('answers the AssetInfo with the customer title and public flag', async () => {
    const asset = await newAsset(tenantA.admin);
    await tenantA.admin.assets.assignToCustomer(customerA.customer.id.id, asset.id.id);
    const info = await tenantA.admin.assets.info(asset.id.id);
    expect(info).toMatchObject({ customerTitle: customerA.customer.title, customerIsPublic: false });
    const unassigned = await tenantA.admin.assets.info((await newAsset(tenantA.admin)).id.id);
    expect(unassigned).toMatchObject({ customerTitle: null, customerIsPublic: false });
  });

  it('answers 404 for a missing asset and 400 for a malformed id', async () => {
    await expectError(tenantA.admin.assets.get(MISSING_ID), 404, 32, `Asset with id [${MISSING_ID}] is not found`);
    await expectError(tenantA.admin.assets.get('nope'), 400, 31, 'Invalid UUID string: nope');
  });

  it('lists tenant assets with a type filter, search and sort by customer title', async () => {
    const type = unique('kind');
    const first = await newAsset(tenantA.admin, { type, name: unique('Alpha') });
    const second = await newAsset(tenantA.admin, { type, name: unique('Beta') });
    await newAsset(tenantA.admin);
    const page = await tenantA.admin.assets.tenantAssets(PAGE, { type });
    expect(page.data.map((a) => a.id.id)).toEqual([first.id.id, second.id.id]);
    const search = await tenantA.admin.assets.tenantAssetInfos({ ...PAGE, textSearch: second.name.toUpperCase() });
    expect(search.data.map((a) => a.id.id)).toEqual([second.id.id]);
    await tenantA.admin.assets.assignToCustomer(customerB.customer.id.id, second.id.id);
    const sorted = await tenantA.admin.assets.tenantAssetInfos(
      { ...PAGE, sortOrder: { property: 'customerTitle', direction: 'DESC' } },
      { type },
    );
    expect(sorted.totalElements).toBe(2);
  });

  it('finds an asset by name, or answers 404', async () => {
    const asset = await newAsset(tenantA.admin);
    expect((await tenantA.admin.assets.byName(asset.name)).id).toEqual(asset.id);
    await expectError(tenantA.admin.assets.byName(unique('None')), 404, 32, "Requested item wasn't found!");
  });

  it('reads assets by ids, only the caller’s', async () => {
    const mine = await newAsset(tenantA.admin);
    const foreign = await newAsset(tenantB.admin);
    const found = await tenantA.admin.assets.byIds([mine.id.id, foreign.id.id]);
    expect(found.map((a) => a.id.id)).toEqual([mine.id.id]);
  });

  it('lists the tenant’s asset types, sorted and distinct', async () => {
    const admin = (await createTenantWithAdmin(server, sysadmin)).admin;
    await newAsset(admin, { type: 'zone' });
    await newAsset(admin, { type: 'building' });
    await newAsset(admin, { type: 'zone' });
    const types = await admin.assets.types();
    expect(types.map((t) => t.type)).toEqual(['building', 'zone']);
    expect(types[0]).toMatchObject({ entityType: 'ASSET', tenantId: { entityType: 'TENANT' } });
  });
});

describe('assigning assets', () => {
  it('assigns to a customer, lists it for that customer, and unassigns', async () => {
    const asset = await newAsset(tenantA.admin);
    const assigned = await tenantA.admin.assets.assignToCustomer(customerA.customer.id.id, asset.id.id);
    expect(assigned.customerId).toEqual(customerA.customer.id);
    const list = await tenantA.admin.assets.customerAssetInfos(customerA.customer.id.id, PAGE);
    expect(list.data.map((a) => a.id.id)).toContain(asset.id.id);
    const unassigned = await tenantA.admin.assets.unassignFromCustomer(asset.id.id);
    expect(unassigned.customerId.id).toBe(NULL_UUID);
    await expectError(
      tenantA.admin.assets.unassignFromCustomer(asset.id.id),
      400,
      31,
      "Asset isn't assigned to any customer!",
    );
  });

  it('makes an asset public through the tenant’s public customer', async () => {
    const asset = await newAsset(tenantA.admin);
    const made = await tenantA.admin.assets.makePublic(asset.id.id);
    const publicCustomer = await tenantA.admin.customers.get(made.customerId.id);
    expect(publicCustomer).toMatchObject({ title: 'Public', additionalInfo: { isPublic: true } });
    const info = await tenantA.admin.assets.info(asset.id.id);
    expect(info).toMatchObject({ customerTitle: 'Public', customerIsPublic: true });
    const again = await tenantA.admin.assets.makePublic((await newAsset(tenantA.admin)).id.id);
    expect(again.customerId).toEqual(made.customerId);
  });

  it('refuses another tenant’s customer or asset with 403, a missing customer with 404', async () => {
    const asset = await newAsset(tenantA.admin);
    const foreignCustomer = await tenantB.admin.customers.save({ title: unique('Foreign') });
    await expectPermissionDenied(tenantA.admin.assets.assignToCustomer(foreignCustomer.id.id, asset.id.id));
    await expectError(
      tenantA.admin.assets.assignToCustomer(MISSING_ID, asset.id.id),
      404,
      32,
      `Customer with id [${MISSING_ID}] is not found`,
    );
    expect((await tenantA.admin.assets.get(asset.id.id)).customerId.id).toBe(NULL_UUID);
  });

  it('unassigns the assets of a deleted customer', async () => {
    const customer = await tenantA.admin.customers.save({ title: unique('Leaving') });
    const asset = await newAsset(tenantA.admin);
    await tenantA.admin.assets.assignToCustomer(customer.id.id, asset.id.id);
    await tenantA.admin.customers.delete(customer.id.id);
    expect((await tenantA.admin.assets.get(asset.id.id)).customerId.id).toBe(NULL_UUID);
  });
});

describe('deleting an asset', () => {
  it('deletes the asset', async () => {
    const asset = await newAsset(tenantA.admin);
    await tenantA.admin.assets.delete(asset.id.id);
    await expectError(tenantA.admin.assets.get(asset.id.id), 404, 32, `Asset with id [${asset.id.id}] is not found`);
  });

  it('refuses to delete an asset that has entity views', async () => {
    const asset = await newAsset(tenantA.admin);
    await tenantA.admin.entityViews.save({ name: unique('View'), type: 'v', entityId: asset.id });
    await expectError(tenantA.admin.assets.delete(asset.id.id), 400, 31, "Can't delete asset that has entity views!");
    expect((await tenantA.admin.assets.get(asset.id.id)).id).toEqual(asset.id);
  });
});

describe('access', () => {
  it('answers 403 to another tenant for every call on an asset', async () => {
    const asset = await newAsset(tenantA.admin);
    const other = tenantB.admin;
    await expectPermissionDenied(other.assets.get(asset.id.id));
    await expectPermissionDenied(other.assets.info(asset.id.id));
    await expectPermissionDenied(other.assets.save({ ...asset, label: 'hijacked' }));
    await expectPermissionDenied(other.assets.delete(asset.id.id));
    await expectPermissionDenied(other.assets.unassignFromCustomer(asset.id.id));
    await expectPermissionDenied(other.assets.makePublic(asset.id.id));
    await expectPermissionDenied(other.assets.customerAssets(customerA.customer.id.id, PAGE));
    expect((await tenantA.admin.assets.get(asset.id.id)).label).toBeNull();
  });

  it('lets a customer user read its customer’s assets and no others', async () => {
    const own = await newAsset(tenantA.admin);
    const others = await newAsset(tenantA.admin);
    const unassigned = await newAsset(tenantA.admin);
    await tenantA.admin.assets.assignToCustomer(customerA.customer.id.id, own.id.id);
    await tenantA.admin.assets.assignToCustomer(customerB.customer.id.id, others.id.id);
    const user = customerA.api;
    expect((await user.assets.get(own.id.id)).id).toEqual(own.id);
    expect((await user.assets.info(own.id.id)).customerTitle).toBe(customerA.customer.title);
    const list = await user.assets.customerAssets(customerA.customer.id.id, PAGE);
    expect(list.data.map((a) => a.id.id)).toContain(own.id.id);
    expect(list.data.map((a) => a.id.id)).not.toContain(others.id.id);
    expect((await user.assets.byIds([own.id.id, others.id.id])).map((a) => a.id.id)).toEqual([own.id.id]);
    await expectPermissionDenied(user.assets.get(others.id.id));
    await expectPermissionDenied(user.assets.get(unassigned.id.id));
    await expectPermissionDenied(user.assets.customerAssets(customerB.customer.id.id, PAGE));
    await expectPermissionDenied(user.assets.tenantAssets(PAGE));
  });

  it('lets a customer user edit its own asset but not create, delete or assign', async () => {
    const own = await newAsset(tenantA.admin);
    await tenantA.admin.assets.assignToCustomer(customerA.customer.id.id, own.id.id);
    const user = customerA.api;
    expect((await user.assets.save({ ...own, customerId: customerA.customer.id, label: 'Mine' })).label).toBe('Mine');
    await expectPermissionDenied(user.assets.save({ name: unique('Customer asset'), type: 't' }));
    await expectPermissionDenied(user.assets.delete(own.id.id));
    await expectPermissionDenied(user.assets.unassignFromCustomer(own.id.id));
    await expectPermissionDenied(user.assets.assignToCustomer(customerA.customer.id.id, own.id.id));
    expect((await tenantA.admin.assets.get(own.id.id)).customerId).toEqual(customerA.customer.id);
  });

  it('refuses the system administrator', async () => {
    await expectPermissionDenied(sysadmin.assets.tenantAssets(PAGE));
    await expectPermissionDenied(sysadmin.assets.save({ name: unique('Sys'), type: 't' }));
  });

  it('deletes a tenant’s assets with the tenant', async () => {
    const fixture = await createTenantWithAdmin(server, sysadmin);
    const asset = await newAsset(fixture.admin);
    await sysadmin.tenants.delete(fixture.tenant.id.id);
    await expectError(tenantA.admin.assets.get(asset.id.id), 404, 32, `Asset with id [${asset.id.id}] is not found`);
  });
});

describe('searching assets by relation', () => {
  it('finds the assets a root entity contains, by relation type and asset type, for the caller only', async () => {
    const site = await newAsset(tenantA.admin, { type: 'site' });
    const building = await newAsset(tenantA.admin, { type: 'building' });
    const floor = await newAsset(tenantA.admin, { type: 'floor' });
    const shed = await newAsset(tenantA.admin, { type: 'building' });
    await tenantA.admin.relations.save({ from: site.id, to: building.id, type: 'Contains' });
    await tenantA.admin.relations.save({ from: building.id, to: floor.id, type: 'Contains' });
    await tenantA.admin.relations.save({ from: site.id, to: shed.id, type: 'Manages' });
    const parameters = { rootId: site.id.id, rootType: 'ASSET' as const, direction: 'FROM' as const, maxLevel: 2 };
    const found = await tenantA.admin.assets.search({
      parameters,
      relationType: 'Contains',
      assetTypes: ['building', 'floor'],
    });
    expect(found.map((a) => a.id.id)).toEqual([building.id.id, floor.id.id]);
    const onlyBuildings = await tenantA.admin.assets.search({
      parameters,
      relationType: null,
      assetTypes: ['building'],
    });
    expect(onlyBuildings.map((a) => a.id.id).sort()).toEqual([building.id.id, shed.id.id].sort());
    await expectPermissionDenied(
      tenantB.admin.assets.search({ parameters, relationType: 'Contains', assetTypes: ['building'] }),
    );
    await tenantA.admin.assets.assignToCustomer(customerA.customer.id.id, site.id.id);
    await tenantA.admin.assets.assignToCustomer(customerA.customer.id.id, floor.id.id);
    const forCustomer = await customerA.api.assets.search({
      parameters,
      relationType: 'Contains',
      assetTypes: ['building', 'floor'],
    });
    expect(forCustomer.map((a) => a.id.id)).toEqual([floor.id.id]);
  });
});
