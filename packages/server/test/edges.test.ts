import type { Api } from '@fleetdeck/client';
import type { Edge } from '@fleetdeck/model';
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

beforeAll(async () => {
  sysadmin = await server.as('sysadmin');
  [tenantA, tenantB] = await createTwoTenants(server, sysadmin);
  customerA = await createCustomerWithUser(server, tenantA.admin);
  customerB = await createCustomerWithUser(server, tenantA.admin);
});

function newEdge(api: Api, extra: Partial<Edge> = {}): Promise<Edge> {
  return api.edges.save({ name: unique('Edge'), type: 'default', ...extra });
}

describe('creating an edge', () => {
  it('answers the Edge shape with a generated routing key and secret, rooted at the tenant’s edge root chain', async () => {
    const name = unique('Shape edge');
    const response = await raw(server, 'POST', '/api/edge', {
      token: tokenOf(tenantA.admin),
      body: { name, type: 'gateway', label: 'Roof' },
    });
    expect(response.status).toBe(200);
    expect(Object.keys(response.json).sort()).toEqual(
      [
        'additionalInfo',
        'createdTime',
        'customerId',
        'id',
        'label',
        'name',
        'rootRuleChainId',
        'routingKey',
        'secret',
        'tenantId',
        'type',
      ].sort(),
    );
    const edge = response.json as Edge;
    expect(edge).toMatchObject({
      name,
      type: 'gateway',
      label: 'Roof',
      customerId: { entityType: 'CUSTOMER', id: NULL_UUID },
      rootRuleChainId: { entityType: 'RULE_CHAIN' },
    });
    expect(edge.routingKey).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    expect(edge.secret).toMatch(/^[A-Za-z0-9]{20}$/);
    expect(await tenantA.admin.edges.get(edge.id.id)).toEqual(edge);
    const events = await tenantA.admin.edges.events(edge.id.id, PAGE);
    expect(events.data).toEqual([
      expect.objectContaining({ type: 'EDGE', action: 'ADDED', entityId: edge.id.id, status: 'PENDING' }),
    ]);
  });

  it('keeps a given routing key and secret', async () => {
    const routingKey = unique('rk').replace(' ', '-');
    const edge = await newEdge(tenantA.admin, { routingKey, secret: 'mysecret' });
    expect(edge).toMatchObject({ routingKey, secret: 'mysecret' });
    await expectError(newEdge(tenantB.admin, { routingKey }), 400, 31, 'Edge with such routing key already exists!');
  });

  it('requires a name and a type and rejects a duplicate name', async () => {
    await expectError(newEdge(tenantA.admin, { name: '' }), 400, 31, 'Edge name should be specified!');
    await expectError(newEdge(tenantA.admin, { type: '' }), 400, 31, 'Edge type should be specified!');
    const edge = await newEdge(tenantA.admin);
    await expectError(newEdge(tenantA.admin, { name: edge.name }), 400, 31, 'Edge with such name already exists!');
    await expectError(
      newEdge(tenantA.admin, { label: 'l'.repeat(256) }),
      400,
      31,
      'Validation error: length of label must be equal or less than 255',
    );
  });

  it('updates an edge and keeps its keys when none are sent', async () => {
    const edge = await newEdge(tenantA.admin);
    const updated = await tenantA.admin.edges.save({ ...edge, label: 'New', routingKey: '', secret: '' });
    expect(updated).toMatchObject({ label: 'New', routingKey: edge.routingKey, secret: edge.secret });
  });
});

describe('reading edges', () => {
  it('lists, searches, filters by type, finds by name and by ids, and lists types', async () => {
    const type = unique('et');
    const edge = await newEdge(tenantA.admin, { type });
    const foreign = await newEdge(tenantB.admin);
    expect((await tenantA.admin.edges.tenantEdges(PAGE, { type })).data.map((e) => e.id.id)).toEqual([edge.id.id]);
    expect((await tenantA.admin.edges.edges({ ...PAGE, textSearch: edge.name })).totalElements).toBe(1);
    const infos = await tenantA.admin.edges.tenantEdgeInfos(PAGE, { type });
    expect(infos.data[0]).toMatchObject({ customerTitle: null, customerIsPublic: false });
    expect((await tenantA.admin.edges.byName(edge.name)).id).toEqual(edge.id);
    await expectError(tenantA.admin.edges.byName(unique('none')), 404, 32, "Requested item wasn't found!");
    expect((await tenantA.admin.edges.byIds([edge.id.id, foreign.id.id])).map((e) => e.id.id)).toEqual([edge.id.id]);
    expect((await tenantA.admin.edges.types()).map((t) => t.type)).toContain(type);
    await expectError(tenantA.admin.edges.get(MISSING_ID), 404, 32, `Edge with id [${MISSING_ID}] is not found`);
  });
});

describe('edge rule chains and sync', () => {
  // The rule chain API is not on this branch, so the tenant's chains are known only through an edge's root.
  it('sets an EDGE rule chain of the tenant as root, and refuses another tenant’s or a missing one', async () => {
    const edge = await newEdge(tenantA.admin);
    const edgeRoot = edge.rootRuleChainId?.id as string;
    const updated = await tenantA.admin.edges.setRootRuleChain(edge.id.id, edgeRoot);
    expect(updated.rootRuleChainId?.id).toBe(edgeRoot);
    const foreignRoot = (await newEdge(tenantB.admin)).rootRuleChainId?.id as string;
    await expectPermissionDenied(tenantA.admin.edges.setRootRuleChain(edge.id.id, foreignRoot));
    await expectError(
      tenantA.admin.edges.setRootRuleChain(edge.id.id, MISSING_ID),
      404,
      32,
      `Rule chain with id [${MISSING_ID}] is not found`,
    );
    expect((await tenantA.admin.edges.get(edge.id.id)).rootRuleChainId?.id).toBe(edgeRoot);
  });

  it('records a sync request and reports no missing related rule chains', async () => {
    const edge = await newEdge(tenantA.admin);
    await tenantA.admin.edges.sync(edge.id.id);
    const events = await tenantA.admin.edges.events(edge.id.id, {
      ...PAGE,
      sortOrder: { property: 'createdTime', direction: 'DESC' },
    });
    expect(events.data[0]).toMatchObject({ type: 'EDGE', action: 'ENTITY_MERGE_REQUEST', status: 'PENDING' });
    expect(await tenantA.admin.edges.missingToRelatedRuleChains(edge.id.id)).toBe('{}');
    const future = await tenantA.admin.edges.events(edge.id.id, { ...PAGE, startTime: Date.now() + 60_000 });
    expect(future.totalElements).toBe(0);
  });
});

describe('assigning entities to an edge', () => {
  it('assigns and unassigns devices, assets and entity views, and lists them', async () => {
    const edge = await newEdge(tenantA.admin);
    const device = await tenantA.admin.devices.save({ name: unique('Edge device') });
    const asset = await tenantA.admin.assets.save({ name: unique('Edge asset'), type: 'site' });
    const view = await tenantA.admin.entityViews.save({ name: unique('Edge view'), type: 'w', entityId: asset.id });
    expect((await tenantA.admin.edges.assignDevice(edge.id.id, device.id.id)).id).toEqual(device.id);
    expect((await tenantA.admin.edges.assignAsset(edge.id.id, asset.id.id)).id).toEqual(asset.id);
    expect((await tenantA.admin.edges.assignEntityView(edge.id.id, view.id.id)).id).toEqual(view.id);
    await tenantA.admin.edges.assignDevice(edge.id.id, device.id.id);
    expect((await tenantA.admin.edges.devices(edge.id.id, PAGE)).data.map((d) => d.id.id)).toEqual([device.id.id]);
    expect((await tenantA.admin.edges.assets(edge.id.id, PAGE, { type: 'site' })).totalElements).toBe(1);
    expect((await tenantA.admin.edges.assets(edge.id.id, PAGE, { type: 'other' })).totalElements).toBe(0);
    expect((await tenantA.admin.edges.entityViews(edge.id.id, PAGE)).data[0]?.id).toEqual(view.id);
    await tenantA.admin.edges.unassignDevice(edge.id.id, device.id.id);
    expect((await tenantA.admin.edges.devices(edge.id.id, PAGE)).totalElements).toBe(0);
    const actions = (await tenantA.admin.edges.events(edge.id.id, PAGE)).data.map((e) => `${e.type}:${e.action}`);
    expect(actions).toEqual(
      expect.arrayContaining(['DEVICE:ASSIGNED_TO_EDGE', 'ASSET:ASSIGNED_TO_EDGE', 'DEVICE:UNASSIGNED_FROM_EDGE']),
    );
  });

  it('refuses another tenant’s edge (403) and device (404) and asset (403)', async () => {
    const edge = await newEdge(tenantA.admin);
    const foreignEdge = await newEdge(tenantB.admin);
    const device = await tenantA.admin.devices.save({ name: unique('Mine') });
    const foreignDevice = await tenantB.admin.devices.save({ name: unique('Theirs') });
    const foreignAsset = await tenantB.admin.assets.save({ name: unique('Theirs'), type: 't' });
    await expectPermissionDenied(tenantA.admin.edges.assignDevice(foreignEdge.id.id, device.id.id));
    await expectError(
      tenantA.admin.edges.assignDevice(edge.id.id, foreignDevice.id.id),
      404,
      32,
      `Device with id [${foreignDevice.id.id}] is not found`,
    );
    await expectPermissionDenied(tenantA.admin.edges.assignAsset(edge.id.id, foreignAsset.id.id));
    await expectPermissionDenied(tenantA.admin.edges.devices(foreignEdge.id.id, PAGE));
    expect((await tenantA.admin.edges.devices(edge.id.id, PAGE)).totalElements).toBe(0);
  });
});

describe('customers and access', () => {
  it('assigns to a customer, makes public, unassigns', async () => {
    const edge = await newEdge(tenantA.admin);
    await tenantA.admin.edges.assignToCustomer(customerA.customer.id.id, edge.id.id);
    const infos = await tenantA.admin.edges.customerEdgeInfos(customerA.customer.id.id, PAGE);
    expect(infos.data.find((e) => e.id.id === edge.id.id)?.customerTitle).toBe(customerA.customer.title);
    await tenantA.admin.edges.makePublic(edge.id.id);
    expect((await tenantA.admin.edges.info(edge.id.id)).customerIsPublic).toBe(true);
    await tenantA.admin.edges.unassignFromCustomer(edge.id.id);
    await expectError(
      tenantA.admin.edges.unassignFromCustomer(edge.id.id),
      400,
      31,
      "Edge isn't assigned to any customer!",
    );
  });

  it('answers 403 to another tenant for every call on an edge', async () => {
    const edge = await newEdge(tenantA.admin);
    const other = tenantB.admin;
    await expectPermissionDenied(other.edges.get(edge.id.id));
    await expectPermissionDenied(other.edges.info(edge.id.id));
    await expectPermissionDenied(other.edges.save({ ...edge, label: 'x' }));
    await expectPermissionDenied(other.edges.delete(edge.id.id));
    await expectPermissionDenied(other.edges.sync(edge.id.id));
    await expectPermissionDenied(other.edges.events(edge.id.id, PAGE));
    await expectPermissionDenied(other.edges.missingToRelatedRuleChains(edge.id.id));
    expect((await tenantA.admin.edges.get(edge.id.id)).label).toBeNull();
  });

  it('lets a customer user read its own edges and their entities, nothing else, and write nothing', async () => {
    const own = await newEdge(tenantA.admin);
    const others = await newEdge(tenantA.admin);
    await tenantA.admin.edges.assignToCustomer(customerA.customer.id.id, own.id.id);
    await tenantA.admin.edges.assignToCustomer(customerB.customer.id.id, others.id.id);
    const ownDevice = await tenantA.admin.devices.save({ name: unique('Customer device') });
    const tenantDevice = await tenantA.admin.devices.save({ name: unique('Tenant device') });
    await tenantA.admin.devices.assignToCustomer(customerA.customer.id.id, ownDevice.id.id);
    await tenantA.admin.edges.assignDevice(own.id.id, ownDevice.id.id);
    await tenantA.admin.edges.assignDevice(own.id.id, tenantDevice.id.id);
    const user = customerA.api;
    expect((await user.edges.get(own.id.id)).id).toEqual(own.id);
    expect((await user.edges.customerEdges(customerA.customer.id.id, PAGE)).data.map((e) => e.id.id)).toEqual([
      own.id.id,
    ]);
    expect((await user.edges.devices(own.id.id, PAGE)).data.map((d) => d.id.id)).toEqual([ownDevice.id.id]);
    await expectPermissionDenied(user.edges.get(others.id.id));
    await expectPermissionDenied(user.edges.devices(others.id.id, PAGE));
    await expectPermissionDenied(user.edges.save({ ...own, label: 'mine' }));
    await expectPermissionDenied(user.edges.delete(own.id.id));
    await expectPermissionDenied(user.edges.assignDevice(own.id.id, ownDevice.id.id));
    await expectPermissionDenied(user.edges.edges(PAGE));
    expect((await user.edges.byIds([own.id.id, others.id.id])).map((e) => e.id.id)).toEqual([own.id.id]);
  });

  it('deletes an edge with its events and assignments', async () => {
    const edge = await newEdge(tenantA.admin);
    const device = await tenantA.admin.devices.save({ name: unique('Kept device') });
    await tenantA.admin.edges.assignDevice(edge.id.id, device.id.id);
    await tenantA.admin.edges.delete(edge.id.id);
    await expectError(tenantA.admin.edges.get(edge.id.id), 404, 32, `Edge with id [${edge.id.id}] is not found`);
    expect((await tenantA.admin.devices.get(device.id.id)).id).toEqual(device.id);
  });
});

describe('searching edges by relation', () => {
  it('finds the edges related to a root entity, by type', async () => {
    const root = await tenantA.admin.assets.save({ name: unique('Edge root'), type: 'site' });
    const wanted = await newEdge(tenantA.admin, { type: 'wanted' });
    const other = await newEdge(tenantA.admin, { type: 'other' });
    await tenantA.admin.relations.save({ from: root.id, to: wanted.id, type: 'Manages' });
    await tenantA.admin.relations.save({ from: root.id, to: other.id, type: 'Manages' });
    const query = {
      parameters: { rootId: root.id.id, rootType: 'ASSET' as const, direction: 'FROM' as const, maxLevel: 1 },
      relationType: 'Manages',
      edgeTypes: ['wanted'],
    };
    expect((await tenantA.admin.edges.search(query)).map((e) => e.id.id)).toEqual([wanted.id.id]);
    await expectPermissionDenied(tenantB.admin.edges.search(query));
  });
});
