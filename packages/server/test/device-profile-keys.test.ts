import type { DeviceProfile } from '@fleetdeck/model';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  type CustomerUserFixture,
  createCustomerWithUser,
  createTwoTenants,
  expectError,
  expectPermissionDenied,
  MISSING_ID,
  type TenantFixture,
  unique,
} from './support/fixtures.js';
import { useTestServer } from './support/suite.js';

const server = useTestServer();
let tenantA: TenantFixture;
let tenantB: TenantFixture;
let customer: CustomerUserFixture;
let thermostats: DeviceProfile;

beforeAll(async () => {
  const sysadmin = await server.as('sysadmin');
  [tenantA, tenantB] = await createTwoTenants(server, sysadmin);
  customer = await createCustomerWithUser(server, tenantA.admin);
  const admin = tenantA.admin;
  thermostats = await admin.deviceProfiles.save({ name: unique('Thermostats'), transportType: 'DEFAULT' });
  const thermostat = await admin.devices.save({ name: unique('Thermostat'), deviceProfileId: thermostats.id });
  const meter = await admin.devices.save({ name: unique('Meter') });
  await admin.telemetry.saveTimeseries(thermostat.id, { temperature: 21, humidity: 40 });
  await admin.telemetry.saveTimeseries(meter.id, { power: 3, temperature: 5 });
  await admin.telemetry.saveAttributes(thermostat.id, 'SERVER_SCOPE', { target: 20 });
  await admin.telemetry.saveAttributes(thermostat.id, 'SHARED_SCOPE', { mode: 'eco', target: 21 });
  await admin.telemetry.saveAttributes(meter.id, 'SERVER_SCOPE', { serial: 'm-1' });
  const foreign = await tenantB.admin.devices.save({ name: unique('Foreign') });
  await tenantB.admin.telemetry.saveTimeseries(foreign.id, { secret: 1 });
});

describe('keys of a device profile', () => {
  it('lists the distinct time-series keys of the profile devices, sorted', async () => {
    expect(await tenantA.admin.deviceProfiles.deviceTimeseriesKeys(thermostats.id.id)).toEqual([
      'humidity',
      'temperature',
    ]);
  });

  it('lists the distinct attribute keys of the profile devices across scopes, sorted', async () => {
    expect(await tenantA.admin.deviceProfiles.deviceAttributeKeys(thermostats.id.id)).toEqual(['mode', 'target']);
  });

  it("lists every device's keys of the tenant without a profile, never another tenant's", async () => {
    expect(await tenantA.admin.deviceProfiles.deviceTimeseriesKeys()).toEqual(['humidity', 'power', 'temperature']);
    expect(await tenantA.admin.deviceProfiles.deviceAttributeKeys()).toEqual(['mode', 'serial', 'target']);
  });

  it('answers a missing profile with 404 and another tenant profile with 403', async () => {
    await expectError(
      tenantA.admin.deviceProfiles.deviceTimeseriesKeys(MISSING_ID),
      404,
      32,
      `Device profile with id [${MISSING_ID}] is not found`,
    );
    await expectPermissionDenied(tenantB.admin.deviceProfiles.deviceAttributeKeys(thermostats.id.id));
  });

  it('is for tenant administrators only', async () => {
    await expectPermissionDenied(customer.api.deviceProfiles.deviceTimeseriesKeys());
  });
});
