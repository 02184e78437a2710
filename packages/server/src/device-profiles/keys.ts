import type { SecurityUser } from '../auth/security-user.js';
import { parseUuid } from '../common/validation.js';
import type { AppContext } from '../context.js';
import { readableDeviceProfile } from './service.js';

/** The devices whose keys are listed: the profile's (checked like any profile read), or all of the tenant's. */
async function devicesOf(ctx: AppContext, user: SecurityUser, deviceProfileId: string | undefined) {
  const profile = deviceProfileId ? await readableDeviceProfile(ctx, user, parseUuid(deviceProfileId)) : undefined;
  let devices = ctx.db.selectFrom('device').select('id').where('tenant_id', '=', user.tenantId);
  if (profile) devices = devices.where('device_profile_id', '=', profile.id);
  return devices;
}

/** Distinct time-series keys with a latest value on the devices, sorted (GET /api/deviceProfile/devices/keys/timeseries). */
export async function deviceTimeseriesKeys(
  ctx: AppContext,
  user: SecurityUser,
  deviceProfileId: string | undefined,
): Promise<string[]> {
  const devices = await devicesOf(ctx, user, deviceProfileId);
  const rows = await ctx.db
    .selectFrom('ts_kv_latest')
    .innerJoin('ts_kv_dictionary', 'ts_kv_dictionary.key_id', 'ts_kv_latest.key')
    .select('ts_kv_dictionary.key as name')
    .distinct()
    .where('ts_kv_latest.entity_id', 'in', devices)
    .orderBy('ts_kv_dictionary.key')
    .execute();
  return rows.map((row) => row.name);
}

/** Distinct attribute keys (any scope) of the devices, sorted (GET /api/deviceProfile/devices/keys/attributes). */
export async function deviceAttributeKeys(
  ctx: AppContext,
  user: SecurityUser,
  deviceProfileId: string | undefined,
): Promise<string[]> {
  const devices = await devicesOf(ctx, user, deviceProfileId);
  const rows = await ctx.db
    .selectFrom('attribute_kv')
    .select('attribute_key')
    .distinct()
    .where('entity_type', '=', 'DEVICE')
    .where('entity_id', 'in', devices)
    .orderBy('attribute_key')
    .execute();
  return rows.map((row) => row.attribute_key);
}
