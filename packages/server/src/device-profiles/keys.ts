import type { SecurityUser } from '../auth/security-user.js';
import { parseUuid } from '../common/validation.js';
import type { AppContext } from '../context.js';
import { readableDeviceProfile } from './service.js';
import { findDeviceAttributeKeys, findDeviceTimeseriesKeys } from './store.js';

/** The profile whose devices' keys are listed (checked like any profile read), or none for all of the tenant's. */
async function profileOf(ctx: AppContext, user: SecurityUser, deviceProfileId: string | undefined) {
  const profile = deviceProfileId ? await readableDeviceProfile(ctx, user, parseUuid(deviceProfileId)) : undefined;
  return profile?.id;
}

/** Distinct time-series keys with a latest value on the devices, sorted (GET /api/deviceProfile/devices/keys/timeseries). */
export async function deviceTimeseriesKeys(
  ctx: AppContext,
  user: SecurityUser,
  deviceProfileId: string | undefined,
): Promise<string[]> {
  const profileId = await profileOf(ctx, user, deviceProfileId);
  return findDeviceTimeseriesKeys(ctx.db, user.tenantId, profileId);
}

/** Distinct attribute keys (any scope) of the devices, sorted (GET /api/deviceProfile/devices/keys/attributes). */
export async function deviceAttributeKeys(
  ctx: AppContext,
  user: SecurityUser,
  deviceProfileId: string | undefined,
): Promise<string[]> {
  const profileId = await profileOf(ctx, user, deviceProfileId);
  return findDeviceAttributeKeys(ctx.db, user.tenantId, profileId);
}
