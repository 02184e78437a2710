import type { Api } from '@fleetdeck/client';
import { beforeAll, describe, expect, it } from 'vitest';
import { createDevice, deviceHttp } from './support/devices.js';
import { createTenantWithAdmin, type TenantFixture, unique } from './support/fixtures.js';
import { useTestServer } from './support/suite.js';

/**
 * The device HTTP API keeps the devices behind tokens it was asked about; these tests warm that up with a post and
 * check that a change of credentials or device is heard on the very next request.
 */
const server = useTestServer();
let tenant: TenantFixture;

beforeAll(async () => {
  const sysadmin = await server.as('sysadmin');
  tenant = await createTenantWithAdmin(server, sysadmin);
});

const post = (token: string, body: unknown = { level: 1 }) =>
  deviceHttp(server, 'POST', `/api/v1/${token}/telemetry`, body);

async function knownDevice(api: Api) {
  const created = await createDevice(api);
  expect((await post(created.token)).status).toBe(200);
  return created;
}

describe('device tokens after a change', () => {
  it('refuses the old token at once after new credentials, and takes the new one', async () => {
    const { device, token } = await knownDevice(tenant.admin);
    const credentials = await tenant.admin.devices.credentials(device.id.id);
    const newToken = unique('renewed').replace(' ', '');
    await tenant.admin.devices.saveCredentials({ ...credentials, credentialsId: newToken });
    const old = await post(token);
    expect(old.status).toBe(401);
    expect(old.text).toBe('');
    expect((await deviceHttp(server, 'GET', `/api/v1/${token}/attributes`)).status).toBe(401);
    expect((await post(newToken, { level: 7 })).status).toBe(200);
    expect((await tenant.admin.telemetry.latest(device.id, ['level'], true)).level?.[0]?.value).toBe(7);
  });

  it('refuses the token at once once the device has MQTT basic credentials instead', async () => {
    const { device, token } = await knownDevice(tenant.admin);
    const credentials = await tenant.admin.devices.credentials(device.id.id);
    await tenant.admin.devices.saveCredentials({
      ...credentials,
      credentialsType: 'MQTT_BASIC',
      credentialsValue: JSON.stringify({ clientId: unique('client').replace(' ', ''), userName: 'u', password: 'p' }),
    });
    expect((await post(token)).status).toBe(401);
  });

  it('gives a freed token to the device that takes it next', async () => {
    const first = await knownDevice(tenant.admin);
    const credentials = await tenant.admin.devices.credentials(first.device.id.id);
    await tenant.admin.devices.saveCredentials({ ...credentials, credentialsId: unique('moved').replace(' ', '') });
    const second = await tenant.admin.devices.save({ name: unique('Heir') }, first.token);
    expect((await post(first.token, { heir: 1 })).status).toBe(200);
    expect((await tenant.admin.telemetry.latest(second.id, ['heir'], true)).heir?.[0]?.value).toBe(1);
    expect((await tenant.admin.telemetry.latest(first.device.id, ['heir'], true)).heir?.[0]?.value ?? null).toBeNull();
  });

  it('refuses the token of a deleted device at once', async () => {
    const { device, token } = await knownDevice(tenant.admin);
    await tenant.admin.devices.delete(device.id.id);
    expect((await post(token)).status).toBe(401);
    expect((await deviceHttp(server, 'POST', `/api/v1/${token}/attributes`, { a: 1 })).status).toBe(401);
  });

  it('refuses the token at once when the device’s tenant is deleted', async () => {
    const sysadmin = await server.as('sysadmin');
    const doomed = await createTenantWithAdmin(server, sysadmin);
    const { token } = await knownDevice(doomed.admin);
    await sysadmin.tenants.delete(doomed.tenant.id.id);
    expect((await post(token)).status).toBe(401);
  });

  it('takes a token at once that was unknown a moment ago', async () => {
    const token = unique('later').replace(' ', '');
    expect((await post(token)).status).toBe(401);
    await tenant.admin.devices.save({ name: unique('Late device') }, token);
    expect((await post(token)).status).toBe(200);
  });
});
