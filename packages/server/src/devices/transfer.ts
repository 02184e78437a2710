import { type Device, NULL_UUID, type OtaPackageType } from '@fleetdeck/model';
import type { SecurityUser } from '../auth/security-user.js';
import type { AppContext } from '../context.js';
import { publicCustomer } from '../customers/service.js';
import { findDefaultDeviceProfile } from '../device-profiles/store.js';
import { badRequest } from '../http/errors.js';
import { parseOtaPackageType } from '../ota/service.js';
import { findTenantId } from '../tenants/store.js';
import { readableDevice } from './service.js';
import {
  countDevicesWithoutOwnPackage,
  findDeviceIdByName,
  moveDeviceRow,
  setDeviceCustomer,
  toDevice,
} from './store.js';

/** POST /api/customer/public/device/{id}: assigns the device to the tenant's public customer. */
export async function makeDevicePublic(ctx: AppContext, user: SecurityUser, deviceId: string): Promise<Device> {
  const device = await readableDevice(ctx, user, deviceId);
  const customer = await publicCustomer(ctx, device.tenant_id);
  await setDeviceCustomer(ctx.db, device.id, customer.id);
  // Whatever keeps the device's owner (the transports' token cache, the rule engine) must hear of the change.
  ctx.bus.publish({
    type: 'entitySaved',
    tenantId: device.tenant_id,
    entityId: { entityType: 'DEVICE', id: device.id },
    created: false,
  });
  return toDevice({ ...device, customer_id: customer.id });
}

/**
 * POST /api/tenant/{tenantId}/device/{deviceId}: hands the device to another tenant. It leaves its customer, its
 * relations, its pending claim and its OTA packages (they belong to the old tenant) behind and takes the target's
 * default profile; its credentials and stored attributes go with it.
 */
export async function moveDeviceToTenant(
  ctx: AppContext,
  user: SecurityUser,
  targetTenantId: string,
  deviceId: string,
): Promise<Device> {
  const device = await readableDevice(ctx, user, deviceId);
  const tenant = await findTenantId(ctx.db, targetTenantId);
  if (!tenant) throw badRequest('Could not find the specified Tenant!');
  const profile = await findDefaultDeviceProfile(ctx.db, targetTenantId);
  if (!profile) throw badRequest('Could not find the default device profile of the specified Tenant!');
  const clash = await findDeviceIdByName(ctx.db, targetTenantId, device.name);
  if (clash && clash.id !== device.id) throw badRequest('Device with such name already exists!');
  const values = {
    tenant_id: targetTenantId,
    customer_id: NULL_UUID,
    device_profile_id: profile.id,
    type: profile.name,
    device_data: JSON.stringify({
      configuration: { type: 'DEFAULT' },
      transportConfiguration: { type: profile.transport_type },
    }),
    firmware_id: null,
    software_id: null,
  };
  await moveDeviceRow(ctx.db, device.id, values);
  // The device now belongs to another tenant: whatever knew its owner or profile must hear of the change.
  ctx.bus.publish({
    type: 'entitySaved',
    tenantId: targetTenantId,
    entityId: { entityType: 'DEVICE', id: device.id },
    created: false,
  });
  return toDevice({ ...device, ...values });
}

/** GET /api/devices/count/{otaPackageType}/{deviceProfileId}: devices of the profile without their own package. */
export async function countDevicesWithoutPackage(
  ctx: AppContext,
  user: SecurityUser,
  otaPackageType: string,
  deviceProfileId: string,
): Promise<number> {
  const type: OtaPackageType = parseOtaPackageType(otaPackageType);
  const column = type === 'FIRMWARE' ? 'firmware_id' : 'software_id';
  return countDevicesWithoutOwnPackage(ctx.db, user.tenantId, deviceProfileId, column);
}
