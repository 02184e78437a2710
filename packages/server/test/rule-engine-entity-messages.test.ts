import type { DebugRuleNodeEventBody, Device, RuleChainMetaData } from '@fleetdeck/model';
import { beforeAll, describe, expect, it } from 'vitest';
import { createDevice, deviceHttp } from './support/devices.js';
import { createTenantWithAdmin, PAGE, POLL, type TenantFixture, unique } from './support/fixtures.js';
import { debugRootChain } from './support/rule-chains.js';
import { useTestServer } from './support/suite.js';

const server = useTestServer({ MQTT_PORT: '0' });
let tenant: TenantFixture;
let metadata: RuleChainMetaData;
let device: Device;

/** The root chain's debug events list what entered it. */
beforeAll(async () => {
  const sysadmin = await server.as('sysadmin');
  tenant = await createTenantWithAdmin(server, sysadmin);
  metadata = await debugRootChain(tenant.admin, 'Entity messages');
  device = (await createDevice(tenant.admin, { name: unique('Pump') })).device;
});

/** What entered the root chain of a type (from one originator): the IN events of its first node, oldest first. */
async function received(msgType: string, originatorId?: string): Promise<DebugRuleNodeEventBody[]> {
  const node = { entityType: 'RULE_NODE' as const, id: metadata.nodes[0]?.id.id as string };
  const link = { ...PAGE, pageSize: 1000, sortOrder: { property: 'createdTime', direction: 'ASC' as const } };
  const page = await tenant.admin.events.list(node, 'DEBUG_RULE_NODE', tenant.tenant.id.id, link);
  return page.data
    .map((event) => event.body as DebugRuleNodeEventBody)
    .filter(
      (body) => body.type === 'IN' && body.msgType === msgType && (!originatorId || body.entityId === originatorId),
    );
}

const userMetadata = () => ({ userId: tenant.adminUser.id.id, userName: tenant.email });
const metadataOf = (body: DebugRuleNodeEventBody | undefined) => JSON.parse(body?.metadata ?? '{}');
const dataOf = (body: DebugRuleNodeEventBody | undefined) => JSON.parse(body?.data ?? '{}');

describe('entity messages of users, relations, edges and provisioning', () => {
  it("tells a user's creation, update and deletion with the user as data", async () => {
    const customer = await tenant.admin.customers.save({ title: unique('Owner') });
    const email = `${unique('operator').replace(/\W/g, '')}@fleetdeck.io`;
    const draft = {
      email,
      authority: 'CUSTOMER_USER' as const,
      customerId: customer.id,
      firstName: null,
      lastName: null,
    };
    const user = await tenant.admin.users.save(draft);
    await tenant.admin.users.save({ ...user, firstName: 'Ada' });
    await tenant.admin.users.delete(user.id.id);
    await expect.poll(async () => (await received('ENTITY_DELETED', user.id.id)).length, POLL).toBe(1);
    const [created] = await received('ENTITY_CREATED', user.id.id);
    expect(created).toMatchObject({ entityType: 'USER' });
    expect(dataOf(created)).toMatchObject({ id: user.id, email, authority: 'CUSTOMER_USER' });
    expect(metadataOf(created)).toEqual({ ...userMetadata(), customerId: customer.id.id });
    const [updated] = await received('ENTITY_UPDATED', user.id.id);
    expect(dataOf(updated)).toMatchObject({ firstName: 'Ada' });
  });

  it('tells both ends of a saved and a deleted relation, and the deletion of all relations of an entity', async () => {
    const asset = await tenant.admin.assets.save({ name: unique('Plant'), type: 'plant' });
    const relation = { from: asset.id, to: device.id, type: 'Contains' };
    await tenant.admin.relations.save({ ...relation, additionalInfo: { note: 'main line' } });
    await tenant.admin.relations.delete(asset.id, 'Contains', device.id);
    await tenant.admin.relations.deleteAll(asset.id);
    await expect.poll(async () => (await received('RELATIONS_DELETED', asset.id.id)).length, POLL).toBe(1);

    for (const end of [asset.id, device.id]) {
      const [added] = await received('RELATION_ADD_OR_UPDATE', end.id);
      expect(added).toMatchObject({ entityType: end.entityType });
      expect(dataOf(added)).toEqual({ ...relation, typeGroup: 'COMMON', additionalInfo: { note: 'main line' } });
      expect(metadataOf(added)).toEqual(userMetadata());
      const [deleted] = await received('RELATION_DELETED', end.id);
      expect(dataOf(deleted)).toEqual({ ...relation, typeGroup: 'COMMON', additionalInfo: null });
    }
    const [all] = await received('RELATIONS_DELETED', asset.id.id);
    expect(dataOf(all)).toEqual({});
    expect(metadataOf(all)).toEqual(userMetadata());
  });

  it('tells ENTITY_ASSIGNED_TO_EDGE and ENTITY_UNASSIGNED_FROM_EDGE naming the edge', async () => {
    const edge = await tenant.admin.edges.save({ name: unique('Edge'), type: 'default' });
    await tenant.admin.edges.assignDevice(edge.id.id, device.id.id);
    await tenant.admin.edges.unassignDevice(edge.id.id, device.id.id);
    await expect.poll(async () => (await received('ENTITY_UNASSIGNED_FROM_EDGE', device.id.id)).length, POLL).toBe(1);
    const [assigned] = await received('ENTITY_ASSIGNED_TO_EDGE', device.id.id);
    expect(dataOf(assigned)).toMatchObject({ id: device.id, name: device.name });
    expect(metadataOf(assigned)).toEqual({
      ...userMetadata(),
      assignedEdgeId: edge.id.id,
      assignedEdgeName: edge.name,
    });
    const [unassigned] = await received('ENTITY_UNASSIGNED_FROM_EDGE', device.id.id);
    expect(metadataOf(unassigned)).toMatchObject({ unassignedEdgeId: edge.id.id, unassignedEdgeName: edge.name });
  });

  it('tells PROVISION_SUCCESS for a provisioned device and PROVISION_FAILURE when its name asks again', async () => {
    const key = unique('key').replace(/\W/g, '-');
    await tenant.admin.deviceProfiles.save({
      name: unique('Provision profile'),
      transportType: 'DEFAULT',
      provisionType: 'ALLOW_CREATE_NEW_DEVICES',
      provisionDeviceKey: key,
      profileData: {
        configuration: { type: 'DEFAULT' },
        transportConfiguration: { type: 'DEFAULT' },
        provisionConfiguration: { type: 'ALLOW_CREATE_NEW_DEVICES', provisionDeviceSecret: 'secret' },
        alarms: null,
      },
    } as never);
    const deviceName = unique('Provisioned');
    const body = { deviceName, provisionDeviceKey: key, provisionDeviceSecret: 'secret' };
    expect((await deviceHttp(server, 'POST', '/api/v1/provision', body)).json).toMatchObject({ status: 'SUCCESS' });
    expect((await deviceHttp(server, 'POST', '/api/v1/provision', body)).json).toMatchObject({ status: 'FAILURE' });
    await expect.poll(async () => (await received('PROVISION_FAILURE')).length, POLL).toBe(1);
    const [succeeded] = await received('PROVISION_SUCCESS');
    const provisioned = dataOf(succeeded);
    expect(provisioned).toMatchObject({ name: deviceName, tenantId: tenant.tenant.id });
    expect(succeeded).toMatchObject({ entityType: 'DEVICE', entityId: provisioned.id.id });
    expect(metadataOf(succeeded)).toEqual({
      tenantId: tenant.tenant.id.id,
      deviceName,
      deviceType: provisioned.type,
    });
    const [failed] = await received('PROVISION_FAILURE');
    expect(failed).toMatchObject({ entityId: provisioned.id.id });
  });
});
