import { type Device, NULL_UUID, type OtaPackageType } from '@fleetdeck/model';
import type { SecurityUser } from '../auth/security-user.js';
import type { AppContext } from '../context.js';
import { publicCustomer } from '../customers/service.js';
import { findDefaultDeviceProfile } from '../device-profiles/store.js';
import { badRequest } from '../http/errors.js';
import { parseOtaPackageType } from '../ota/service.js';
import { readableDevice } from './service.js';
import { toDevice } from './store.js';

/** POST /api/customer/public/device/{id}: assigns the device to the tenant's public customer. */
export async function makeDevicePublic(ctx: AppContext, user: SecurityUser, deviceId: string): Promise<Device> {
  const device = await readableDevice(ctx, user, deviceId);
  const customer = await publicCustomer(ctx, device.tenant_id);
  await ctx.db.updateTable('device').set({ customer_id: customer.id }).where('id', '=', device.id).execute();
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
  const tenant = await ctx.db.selectFrom('tenant').select('id').where('id', '=', targetTenantId).executeTakeFirst();
  if (!tenant) throw badRequest('Could not find the specified Tenant!');
  const profile = await findDefaultDeviceProfile(ctx.db, targetTenantId);
  if (!profile) throw badRequest('Could not find the default device profile of the specified Tenant!');
  const clash = await ctx.db
    .selectFrom('device')
    .select('id')
    .where('tenant_id', '=', targetTenantId)
    .where('name', '=', device.name)
    .executeTakeFirst();
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
  await ctx.db.transaction().execute(async (trx) => {
    await trx
      .deleteFrom('relation')
      .where((eb) => eb.or([eb('from_id', '=', device.id), eb('to_id', '=', device.id)]))
      .execute();
    await trx.deleteFrom('device_claim').where('device_id', '=', device.id).execute();
    await trx.updateTable('device').set(values).where('id', '=', device.id).execute();
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
  const row = await ctx.db
    .selectFrom('device')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('tenant_id', '=', user.tenantId)
    .where('device_profile_id', '=', deviceProfileId)
    .where(column, 'is', null)
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}
