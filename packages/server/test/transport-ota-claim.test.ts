import type { MqttClient } from 'mqtt';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  connectWithToken,
  createDevice,
  deviceHttp,
  disconnect,
  nextMessage,
  publish,
  subscribe,
} from './support/devices.js';
import {
  type CustomerUserFixture,
  createCustomerWithUser,
  createTenantWithAdmin,
  type TenantFixture,
  unique,
} from './support/fixtures.js';
import { useTestServer } from './support/suite.js';

const server = useTestServer();
let tenant: TenantFixture;
let customer: CustomerUserFixture;
const clients: MqttClient[] = [];

beforeAll(async () => {
  const sysadmin = await server.as('sysadmin');
  tenant = await createTenantWithAdmin(server, sysadmin);
  customer = await createCustomerWithUser(server, tenant.admin);
});

afterEach(async () => {
  await Promise.all(clients.splice(0).map((client) => disconnect(client)));
});

describe('claiming', () => {
  it('lets a customer claim a device that announced its secret over MQTT', async () => {
    const { device, token } = await createDevice(tenant.admin);
    const client = await connectWithToken(server, token);
    clients.push(client);
    await publish(client, 'v1/devices/me/claim', { secretKey: 'open-sesame', durationMs: 60000 });
    const result = await customer.api.devices.claim(device.name, 'open-sesame');
    expect(result.response).toBe('SUCCESS');
    expect((await tenant.admin.devices.get(device.id.id)).customerId).toEqual(customer.customer.id);
  });

  it('lets a customer claim a device that announced an empty claim over HTTP', async () => {
    const { device, token } = await createDevice(tenant.admin);
    const response = await deviceHttp(server, 'POST', `/api/v1/${token}/claim`);
    expect(response.status).toBe(200);
    expect((await customer.api.devices.claim(device.name)).response).toBe('SUCCESS');
  });

  it('answers an HTTP claim that is not a JSON object with 500', async () => {
    const { token } = await createDevice(tenant.admin);
    expect((await deviceHttp(server, 'POST', `/api/v1/${token}/claim`, '"secret"')).status).toBe(500);
  });
});

describe('firmware download', () => {
  const FILE = Buffer.from('0123456789abcdefghij');

  async function deviceWithFirmware() {
    const version = unique('v');
    const { device, token } = await createDevice(tenant.admin);
    const info = await tenant.admin.otaPackages.saveInfo({
      title: 'fw',
      version,
      type: 'FIRMWARE',
      deviceProfileId: device.deviceProfileId,
    });
    await tenant.admin.otaPackages.uploadData(info.id.id, new Blob([FILE]), 'fw.bin', 'SHA256');
    await tenant.admin.devices.save({ ...device, firmwareId: info.id });
    return { token, version };
  }

  it('sends the assigned firmware over HTTP, whole or in chunks', async () => {
    const { token, version } = await deviceWithFirmware();
    const whole = await fetch(`${server.url}/api/v1/${token}/firmware?title=fw&version=${version}`);
    expect(whole.status).toBe(200);
    expect(whole.headers.get('content-disposition')).toBe('attachment;filename=fw.bin');
    expect(whole.headers.get('x-filename')).toBe('fw.bin');
    expect(Buffer.from(await whole.arrayBuffer())).toEqual(FILE);
    const chunk = await fetch(`${server.url}/api/v1/${token}/firmware?title=fw&version=${version}&size=8&chunk=2`);
    expect(Buffer.from(await chunk.arrayBuffer()).toString()).toBe('ghij');
  });

  it('answers 400 for another title or version, and 404 when no firmware is assigned', async () => {
    const { token } = await deviceWithFirmware();
    expect((await deviceHttp(server, 'GET', `/api/v1/${token}/firmware?title=fw&version=other`)).status).toBe(400);
    const { token: bare } = await createDevice(tenant.admin);
    expect((await deviceHttp(server, 'GET', `/api/v1/${bare}/firmware?title=fw&version=1`)).status).toBe(404);
    expect((await deviceHttp(server, 'GET', `/api/v1/${bare}/software?title=fw&version=1`)).status).toBe(404);
  });

  it('sends firmware chunks over MQTT on the v2 topics', async () => {
    const { token } = await deviceWithFirmware();
    const client = await connectWithToken(server, token);
    clients.push(client);
    expect(await subscribe(client, ['v2/fw/response/+/chunk/+', 'v2/fw/error'])).toEqual([1, 1]);
    let answer = nextMessage(client);
    await publish(client, 'v2/fw/request/1/chunk/0', '12');
    let message = await answer;
    expect(message.topic).toBe('v2/fw/response/1/chunk/0');
    expect(message.text).toBe('0123456789ab');
    answer = nextMessage(client);
    await publish(client, 'v2/fw/request/1/chunk/1', '');
    message = await answer;
    expect(message.topic).toBe('v2/fw/response/1/chunk/1');
    expect(message.text).toBe('cdefghij');
  });
});
