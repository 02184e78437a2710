import type { Api } from '@fleetdeck/client';
import { type ActionType, type AuditLog, NULL_UUID } from '@fleetdeck/model';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  createCustomerWithUser,
  createTwoTenants,
  expectPermissionDenied,
  MISSING_ID,
  PAGE,
  POLL,
  raw,
  type TenantFixture,
  tokenOf,
  unique,
} from './support/fixtures.js';
import { ACCOUNTS } from './support/server.js';
import { useTestServer } from './support/suite.js';

const server = useTestServer();
let first: TenantFixture;
let second: TenantFixture;

beforeAll(async () => {
  const sysadmin = await server.login(...ACCOUNTS.sysadmin);
  [first, second] = await createTwoTenants(server, sysadmin);
});

/** The entries of the tenant about one entity, oldest first, once `count` of them are there (they are stored in the background). */
async function entriesOf(api: Api, entityId: string, count: number): Promise<AuditLog[]> {
  let entries: AuditLog[] = [];
  await expect
    .poll(async () => {
      const page = await api.auditLogs.byEntity({ entityType: 'DEVICE', id: entityId }, PAGE);
      entries = page.data;
      return entries.length;
    }, POLL)
    .toBeGreaterThanOrEqual(count);
  return [...entries].sort((a, b) => a.createdTime - b.createdTime);
}

async function userEntries(api: Api, userId: string, actionTypes: ActionType[], count: number): Promise<AuditLog[]> {
  let entries: AuditLog[] = [];
  await expect
    .poll(async () => {
      entries = (await api.auditLogs.byUser(userId, PAGE, actionTypes)).data;
      return entries.length;
    }, POLL)
    .toBeGreaterThanOrEqual(count);
  return entries;
}

describe('audit logs of entity writes', () => {
  it('records a device added, updated and deleted with the user and the entity', async () => {
    const name = unique('Audited device');
    const device = await first.admin.devices.save({ name, type: 'default' });
    await first.admin.devices.save({ ...device, label: 'relabelled' });
    await first.admin.devices.delete(device.id.id);
    const entries = await entriesOf(first.admin, device.id.id, 3);
    expect(entries.map((entry) => entry.actionType)).toEqual(['ADDED', 'UPDATED', 'DELETED']);
    for (const entry of entries) {
      expect(entry).toMatchObject({
        tenantId: { entityType: 'TENANT', id: first.tenant.id.id },
        entityId: { entityType: 'DEVICE', id: device.id.id },
        entityName: name,
        userId: { entityType: 'USER', id: first.adminUser.id.id },
        userName: first.email,
        actionStatus: 'SUCCESS',
        actionFailureDetails: null,
      });
      expect(Object.keys(entry.id)).toEqual(['id']);
    }
    expect(entries[0]?.actionData).toMatchObject({ entity: { name, type: 'default' } });
    expect(entries[1]?.actionData).toMatchObject({ entity: { label: 'relabelled' } });
    expect(entries[2]?.actionData).toEqual({ entityId: device.id.id });
  });

  it('records reading a device’s credentials, and lists by action types and by time window', async () => {
    const device = await first.admin.devices.save({ name: unique('Credentials device'), type: 'default' });
    await first.admin.devices.credentials(device.id.id);
    const all = await entriesOf(first.admin, device.id.id, 2);
    expect(all.map((entry) => entry.actionType)).toEqual(['ADDED', 'CREDENTIALS_READ']);
    const read = await first.admin.auditLogs.byEntity(device.id, PAGE, ['CREDENTIALS_READ', 'DELETED']);
    expect(read.data.map((entry) => entry.actionType)).toEqual(['CREDENTIALS_READ']);
    const added = all[0] as AuditLog;
    const window = { ...PAGE, startTime: added.createdTime, endTime: added.createdTime };
    const inWindow = await first.admin.auditLogs.byEntity(device.id, window);
    expect(inWindow.data.map((entry) => entry.actionType)).toEqual(['ADDED']);
    const before = { ...PAGE, startTime: 0, endTime: added.createdTime - 1 };
    expect((await first.admin.auditLogs.byEntity(device.id, before)).totalElements).toBe(0);
  });

  it('finds entries by text in the entity name, and answers a bad action type or time with the error JSON', async () => {
    const name = unique('Searchable');
    await first.admin.devices.save({ name, type: 'default' });
    await expect
      .poll(async () => (await first.admin.auditLogs.list({ ...PAGE, textSearch: name.toLowerCase() })).data, POLL)
      .toEqual([expect.objectContaining({ entityName: name, actionType: 'ADDED' })]);
    const badType = await raw(server, 'GET', '/api/audit/logs?pageSize=10&page=0&actionTypes=ADDED,EXPLODED', {
      token: tokenOf(first.admin),
    });
    expect(badType.status).toBe(400);
    expect(badType.json).toMatchObject({
      status: 400,
      message: 'No enum constant org.thingsboard.server.common.data.audit.ActionType.EXPLODED',
    });
    const badTime = await raw(server, 'GET', '/api/audit/logs?pageSize=10&page=0&startTime=yesterday', {
      token: tokenOf(first.admin),
    });
    expect(badTime.status).toBe(400);
  });
});

describe('audit logs of signing in and out', () => {
  it('records a sign-in, a refused sign-in with its reason, and a sign-out', async () => {
    const api = await server.login(first.email, first.password);
    const refused = await raw(server, 'POST', '/api/auth/login', {
      body: { username: first.email, password: 'wrong password' },
    });
    expect(refused.status).toBe(401);
    await api.auth.logout();
    const userId = first.adminUser.id.id;
    const logins = await userEntries(first.admin, userId, ['LOGIN'], 2);
    expect(logins).toContainEqual(
      expect.objectContaining({
        actionType: 'LOGIN',
        actionStatus: 'FAILURE',
        actionFailureDetails: 'Invalid username or password',
        entityId: { entityType: 'USER', id: userId },
        entityName: first.email,
        userName: first.email,
      }),
    );
    expect(logins).toContainEqual(expect.objectContaining({ actionType: 'LOGIN', actionStatus: 'SUCCESS' }));
    const logout = await userEntries(first.admin, userId, ['LOGOUT'], 1);
    expect(logout[0]).toMatchObject({ actionType: 'LOGOUT', actionStatus: 'SUCCESS', userName: first.email });
    expect(logout[0]?.actionData).toMatchObject({ clientAddress: expect.any(String) });
  });
});

describe('who may read audit logs', () => {
  it('refuses a customer user with the permission error', async () => {
    const { api } = await createCustomerWithUser(server, first.admin);
    await expectPermissionDenied(api.auditLogs.list(PAGE));
  });

  it('never shows another tenant’s entries', async () => {
    const device = await second.admin.devices.save({ name: unique('Other tenant device'), type: 'default' });
    await entriesOf(second.admin, device.id.id, 1);
    expect((await first.admin.auditLogs.byEntity(device.id, PAGE)).totalElements).toBe(0);
    const everything = await first.admin.auditLogs.list({ pageSize: 1000, page: 0 });
    expect(everything.data.some((entry) => entry.tenantId.id === second.tenant.id.id)).toBe(false);
    await expectPermissionDenied(first.admin.auditLogs.byUser(second.adminUser.id.id, PAGE));
  });
});

describe('audit logs of refused writes', () => {
  it('records a refused save and a refused delete as failures with the error’s message', async () => {
    const name = unique('Refused device');
    const saved = await raw(server, 'POST', '/api/device', {
      token: tokenOf(first.admin),
      body: { name, type: 'default', deviceProfileId: { entityType: 'DEVICE_PROFILE', id: MISSING_ID } },
    });
    expect(saved.status).toBeGreaterThanOrEqual(400);
    const deleted = await raw(server, 'DELETE', `/api/device/${MISSING_ID}`, { token: tokenOf(first.admin) });
    expect(deleted.status).toBe(404);
    let failures: AuditLog[] = [];
    await expect
      .poll(async () => {
        const page = await first.admin.auditLogs.list({ ...PAGE, textSearch: 'failure' }, ['ADDED', 'DELETED']);
        failures = page.data.filter((entry) => entry.userId.id === first.adminUser.id.id);
        return failures.length;
      }, POLL)
      .toBeGreaterThanOrEqual(2);
    expect(failures).toContainEqual(
      expect.objectContaining({
        actionType: 'ADDED',
        entityName: name,
        actionFailureDetails: saved.json.message,
        entityId: { entityType: 'DEVICE', id: NULL_UUID },
      }),
    );
    expect(failures).toContainEqual(
      expect.objectContaining({
        actionType: 'DELETED',
        entityId: { entityType: 'DEVICE', id: MISSING_ID },
        actionFailureDetails: deleted.json.message,
        actionData: { entityId: MISSING_ID },
      }),
    );
  });

  /** The tenant administrator's FAILURE entries about one device, once `count` of them are there. */
  async function failuresOn(deviceId: string, count: number): Promise<AuditLog[]> {
    const entries = await entriesOf(first.admin, deviceId, count);
    return entries.filter((entry) => entry.actionStatus === 'FAILURE');
  }

  it('records a refused credentials update on its device with the credentials sent', async () => {
    const device = await first.admin.devices.save({ name: unique('Refused credentials'), type: 'default' });
    const credentials = await first.admin.devices.credentials(device.id.id);
    const sent = { ...credentials, credentialsId: '' };
    const answer = await raw(server, 'POST', '/api/device/credentials', { token: tokenOf(first.admin), body: sent });
    expect(answer.status).toBe(400);
    // Added, credentials read, and the refused update.
    const [failure] = (await failuresOn(device.id.id, 3)).filter((entry) => entry.actionType === 'CREDENTIALS_UPDATED');
    expect(failure).toMatchObject({
      entityId: { entityType: 'DEVICE', id: device.id.id },
      userId: { id: first.adminUser.id.id },
      actionFailureDetails: answer.json.message,
      actionData: { entityId: device.id.id, credentials: { credentialsId: '' } },
    });
  });

  it('records a refused relation on its ends with the relation sent', async () => {
    const device = await first.admin.devices.save({ name: unique('Refused relation'), type: 'default' });
    const relation = {
      from: device.id,
      to: { entityType: 'DEVICE', id: MISSING_ID },
      type: 'Contains',
      typeGroup: 'COMMON',
    };
    const answer = await raw(server, 'POST', '/api/relation', { token: tokenOf(first.admin), body: relation });
    expect(answer.status).toBe(404);
    const [failure] = (await failuresOn(device.id.id, 2)).filter(
      (entry) => entry.actionType === 'RELATION_ADD_OR_UPDATE',
    );
    expect(failure).toMatchObject({ actionFailureDetails: answer.json.message, actionData: { relation } });
  });

  it('records a refused attribute save with the plain-text answer as its failure', async () => {
    const device = await first.admin.devices.save({ name: unique('Refused attributes'), type: 'default' });
    const answer = await raw(server, 'POST', `/api/plugins/telemetry/DEVICE/${device.id.id}/attributes/NO_SCOPE`, {
      token: tokenOf(first.admin),
      body: { floor: 3 },
    });
    expect(answer.status).toBe(400);
    expect(answer.text).toBe('Invalid scope: NO_SCOPE');
    const [failure] = (await failuresOn(device.id.id, 2)).filter((entry) => entry.actionType === 'ATTRIBUTES_UPDATED');
    expect(failure).toMatchObject({
      actionFailureDetails: 'Invalid scope: NO_SCOPE',
      actionData: { entityId: device.id.id, scope: 'NO_SCOPE', attributes: { floor: 3 } },
    });
  });
});
