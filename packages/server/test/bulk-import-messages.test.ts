import type { AuditLog, DebugRuleNodeEventBody, RuleChainMetaData } from '@fleetdeck/model';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTenantWithAdmin, PAGE, POLL, type TenantFixture, unique } from './support/fixtures.js';
import { debugRootChain } from './support/rule-chains.js';
import { useTestServer } from './support/suite.js';

const server = useTestServer();
let tenant: TenantFixture;
let metadata: RuleChainMetaData;

/** The root chain's debug events list what entered it. */
beforeAll(async () => {
  const sysadmin = await server.as('sysadmin');
  tenant = await createTenantWithAdmin(server, sysadmin);
  metadata = await debugRootChain(tenant.admin, 'Import messages');
});

/** The originators of the ENTITY_CREATED messages that entered the root chain. */
async function createdMessageOriginators(): Promise<string[]> {
  const node = { entityType: 'RULE_NODE' as const, id: metadata.nodes[0]?.id.id as string };
  const link = { ...PAGE, pageSize: 2000 };
  const page = await tenant.admin.events.list(node, 'DEBUG_RULE_NODE', tenant.tenant.id.id, link);
  return page.data
    .map((event) => event.body as DebugRuleNodeEventBody)
    .filter((body) => body.type === 'IN' && body.msgType === 'ENTITY_CREATED' && body.entityType === 'DEVICE')
    .map((body) => body.entityId);
}

async function addedDeviceEntries(): Promise<AuditLog[]> {
  const page = await tenant.admin.auditLogs.list({ ...PAGE, pageSize: 2000 }, ['ADDED']);
  return page.data.filter((entry) => entry.entityId.entityType === 'DEVICE');
}

describe('the messages and audit entries of a batched device import', () => {
  it('tells the rule engine and the audit log of every device created, and of none of the failed lines', async () => {
    const prefix = unique('Audited').replace(' ', '-');
    // 520 lines span two batches; the failed lines sit inside the first one.
    const rows = Array.from({ length: 520 }, (_, i) => `${prefix}-${String(i).padStart(3, '0')},meter,${prefix}-t${i}`);
    rows[199] = `,meter,${prefix}-t199`;
    rows[300] = `${prefix}-000,meter,${prefix}-t300`;
    const file = ['name,type,token', ...rows].join('\n');
    const result = await tenant.admin.bulkImport.devices({
      file,
      mapping: {
        columns: [{ type: 'NAME' }, { type: 'TYPE' }, { type: 'ACCESS_TOKEN' }],
        delimiter: ',',
        update: false,
        header: true,
      },
    });
    expect(result).toEqual({
      created: 518,
      updated: 0,
      errors: 2,
      errorsList: [
        'Line: 201; Error: Device name should be specified!',
        'Line: 302; Error: Device with such name already exists!',
      ],
    });
    const devices = await tenant.admin.devices.tenantDevices({ ...PAGE, pageSize: 1000, textSearch: prefix });
    const ids = devices.data.map((device) => device.id.id).sort();
    expect(ids).toHaveLength(518);

    await expect.poll(async () => (await createdMessageOriginators()).length, POLL).toBe(518);
    expect((await createdMessageOriginators()).sort()).toEqual(ids);

    await expect.poll(async () => (await addedDeviceEntries()).length, POLL).toBe(518);
    const entries = await addedDeviceEntries();
    expect(entries.map((entry) => entry.entityId.id).sort()).toEqual(ids);
    const byName = new Map(devices.data.map((device) => [device.name, device]));
    const entry = entries.find((one) => one.entityName === `${prefix}-450`);
    expect(entry).toMatchObject({
      entityId: byName.get(`${prefix}-450`)?.id,
      userName: tenant.email,
      actionType: 'ADDED',
      actionStatus: 'SUCCESS',
    });
    expect(entry?.actionData).toMatchObject({ entity: { name: `${prefix}-450`, type: 'meter' } });
  });
});
