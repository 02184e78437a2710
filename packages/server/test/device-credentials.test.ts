import { createHash } from 'node:crypto';
import type { Api } from '@fleetdeck/client';
import type { Device, DeviceCredentials } from '@fleetdeck/model';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  type CustomerUserFixture,
  createCustomerWithUser,
  createTwoTenants,
  expectError,
  expectPermissionDenied,
  type TenantFixture,
  unique,
} from './support/fixtures.js';
import { useTestServer } from './support/suite.js';

const sha3 = (text: string) => createHash('sha3-256').update(text).digest('hex');
const CERT_BODY = 'MIIBszCCAVmgAwIBAgIUfakeCertificateBodyForTests0123456789abcdefgh';
const PEM = `-----BEGIN CERTIFICATE-----\n${CERT_BODY.slice(0, 32)}\n${CERT_BODY.slice(32)}\n-----END CERTIFICATE-----\n`;

const server = useTestServer();
let tenantA: TenantFixture;
let tenantB: TenantFixture;
let customer: CustomerUserFixture;

beforeAll(async () => {
  const sysadmin = await server.as('sysadmin');
  [tenantA, tenantB] = await createTwoTenants(server, sysadmin);
  customer = await createCustomerWithUser(server, tenantA.admin);
});

async function deviceWithCredentials(api: Api): Promise<{ device: Device; credentials: DeviceCredentials }> {
  const device = await api.devices.save({ name: unique('Credentials device') });
  return { device, credentials: await api.devices.credentials(device.id.id) };
}

describe('access token credentials', () => {
  it('replaces the token', async () => {
    const { device, credentials } = await deviceWithCredentials(tenantA.admin);
    const token = unique('new').replace(' ', '');
    const saved = await tenantA.admin.devices.saveCredentials({ ...credentials, credentialsId: token });
    expect(saved).toEqual({ ...credentials, credentialsId: token });
    expect(await tenantA.admin.devices.credentials(device.id.id)).toEqual(saved);
  });

  it("rejects another device's token, in any tenant", async () => {
    const { credentials: mine } = await deviceWithCredentials(tenantA.admin);
    const { credentials: theirs } = await deviceWithCredentials(tenantB.admin);
    await expectError(
      tenantA.admin.devices.saveCredentials({ ...mine, credentialsId: theirs.credentialsId }),
      400,
      31,
      'Specified credentials are already registered!',
    );
    expect(await tenantA.admin.devices.credentials(mine.deviceId.id)).toEqual(mine);
  });

  it('requires a token and a type', async () => {
    const { credentials } = await deviceWithCredentials(tenantA.admin);
    await expectError(
      tenantA.admin.devices.saveCredentials({ ...credentials, credentialsId: '' }),
      400,
      31,
      'Device credentials id should be specified!',
    );
    await expectError(
      tenantA.admin.devices.saveCredentials({ ...credentials, credentialsType: undefined }),
      400,
      31,
      'Device credentials type should be specified!',
    );
  });
});

describe('MQTT basic credentials', () => {
  it('keys client id and user name by their SHA3-256 hash and keeps the value as a JSON string', async () => {
    const { credentials } = await deviceWithCredentials(tenantA.admin);
    const clientId = unique('client').replace(' ', '');
    const value = JSON.stringify({ clientId, userName: 'user', password: 'secret' });
    const saved = await tenantA.admin.devices.saveCredentials({
      ...credentials,
      credentialsType: 'MQTT_BASIC',
      credentialsValue: value,
    });
    expect(saved).toMatchObject({ credentialsType: 'MQTT_BASIC', credentialsId: sha3(`${clientId}|user`) });
    expect(JSON.parse(saved.credentialsValue as string)).toEqual({ clientId, userName: 'user', password: 'secret' });
  });

  it('uses the user name alone, or the hash of the client id alone', async () => {
    const { credentials } = await deviceWithCredentials(tenantA.admin);
    const userName = unique('user').replace(' ', '');
    const byUser = await tenantA.admin.devices.saveCredentials({
      ...credentials,
      credentialsType: 'MQTT_BASIC',
      credentialsValue: JSON.stringify({ clientId: null, userName, password: 'p' }),
    });
    expect(byUser.credentialsId).toBe(userName);
    const clientId = unique('client').replace(' ', '');
    const byClient = await tenantA.admin.devices.saveCredentials({
      ...credentials,
      credentialsType: 'MQTT_BASIC',
      credentialsValue: JSON.stringify({ clientId, userName: null, password: null }),
    });
    expect(byClient.credentialsId).toBe(sha3(clientId));
  });

  it('validates the value', async () => {
    const { credentials } = await deviceWithCredentials(tenantA.admin);
    const save = (credentialsValue: string) =>
      tenantA.admin.devices.saveCredentials({ ...credentials, credentialsType: 'MQTT_BASIC', credentialsValue });
    await expectError(save('not json'), 400, 31, 'Invalid credentials body for simple mqtt credentials!');
    await expectError(
      save(JSON.stringify({ clientId: '', userName: '', password: 'x' })),
      400,
      31,
      'Both mqtt client id and user name are empty!',
    );
    await expectError(
      save(JSON.stringify({ clientId: 'c', userName: '', password: 'x' })),
      400,
      31,
      'Password cannot be specified along with client id',
    );
    expect(await tenantA.admin.devices.credentials(credentials.deviceId.id)).toEqual(credentials);
  });

  it('rejects MQTT credentials another device already uses', async () => {
    const value = JSON.stringify({ clientId: null, userName: unique('shared').replace(' ', ''), password: 'p' });
    const { credentials: first } = await deviceWithCredentials(tenantA.admin);
    const { credentials: second } = await deviceWithCredentials(tenantA.admin);
    await tenantA.admin.devices.saveCredentials({ ...first, credentialsType: 'MQTT_BASIC', credentialsValue: value });
    await expectError(
      tenantA.admin.devices.saveCredentials({ ...second, credentialsType: 'MQTT_BASIC', credentialsValue: value }),
      400,
      31,
      'Specified credentials are already registered!',
    );
  });
});

describe('X.509 credentials', () => {
  it('stores the certificate body and keys it by its SHA3-256 hash', async () => {
    const { credentials } = await deviceWithCredentials(tenantA.admin);
    const saved = await tenantA.admin.devices.saveCredentials({
      ...credentials,
      credentialsType: 'X509_CERTIFICATE',
      credentialsValue: PEM,
    });
    expect(saved).toMatchObject({
      credentialsType: 'X509_CERTIFICATE',
      credentialsId: sha3(CERT_BODY),
      credentialsValue: CERT_BODY,
    });
    const { credentials: other } = await deviceWithCredentials(tenantA.admin);
    await expectError(
      tenantA.admin.devices.saveCredentials({ ...other, credentialsType: 'X509_CERTIFICATE', credentialsValue: PEM }),
      400,
      31,
      'Specified credentials are already registered!',
    );
  });
});

describe('who may touch credentials', () => {
  it("answers 404 for another tenant's device", async () => {
    const { device, credentials } = await deviceWithCredentials(tenantB.admin);
    const message = `Device with id [${device.id.id}] is not found`;
    await expectError(tenantA.admin.devices.credentials(device.id.id), 404, 32, message);
    await expectError(
      tenantA.admin.devices.saveCredentials({ ...credentials, credentialsId: unique('steal').replace(' ', '') }),
      404,
      32,
      message,
    );
  });

  it("lets customer users read their devices' credentials but not change them", async () => {
    const { device, credentials } = await deviceWithCredentials(tenantA.admin);
    await expectPermissionDenied(customer.api.devices.credentials(device.id.id));
    await tenantA.admin.devices.assignToCustomer(customer.customer.id.id, device.id.id);
    await expect(customer.api.devices.credentials(device.id.id)).resolves.toEqual(credentials);
    await expectPermissionDenied(
      customer.api.devices.saveCredentials({ ...credentials, credentialsId: unique('c').replace(' ', '') }),
    );
  });
});
