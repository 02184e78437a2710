import { type Device, NULL_UUID } from '@fleetdeck/model';
import type { SecurityUser } from '../auth/security-user.js';
import type { CoreContext } from '../context.js';
import { findCustomer, isPublicCustomer } from '../customers/store.js';
import { itemNotFound, permissionDenied } from '../http/errors.js';
import {
  completeDeviceClaim,
  deleteDeviceClaim,
  findDeviceClaim,
  releaseDevice,
  replaceDeviceClaim,
} from './claim-store.js';
import { type DeviceRow, findDevice, findDeviceByName, toDevice } from './store.js';

/** How long a device stays claimable when it does not say. */
export const DEFAULT_CLAIM_DURATION_MS = 86_400_000;

export type ClaimResponse = 'SUCCESS' | 'FAILURE' | 'CLAIMED';

export interface ClaimResult {
  response: ClaimResponse;
  device: Device | null;
}

/** Unassigned, or only made public: a customer may still claim it. */
async function isClaimable(ctx: CoreContext, device: DeviceRow): Promise<boolean> {
  if (device.customer_id === NULL_UUID) return true;
  const customer = await findCustomer(ctx.db, device.customer_id);
  return customer ? isPublicCustomer(customer) : true;
}

/**
 * Called by the device transports (MQTT / HTTP `claim`): the device announces that a customer may claim it with
 * this secret during durationMs (the default window when 0 or absent). Answers false, storing nothing, when the
 * device does not exist or already belongs to a customer.
 */
export async function registerClaim(
  ctx: CoreContext,
  deviceId: string,
  secretKey: string | null | undefined,
  durationMs: number | null | undefined,
): Promise<boolean> {
  const device = await findDevice(ctx.db, deviceId);
  if (!device || !(await isClaimable(ctx, device))) return false;
  const window = durationMs && durationMs > 0 ? durationMs : DEFAULT_CLAIM_DURATION_MS;
  const values = { secret_key: secretKey ?? '', expiration_time: Date.now() + window };
  await replaceDeviceClaim(ctx.db, deviceId, values);
  return true;
}

async function deviceByName(ctx: CoreContext, user: SecurityUser, deviceName: string): Promise<DeviceRow> {
  const device = await findDeviceByName(ctx.db, user.tenantId, deviceName);
  if (!device) throw itemNotFound();
  return device;
}

/**
 * A customer user claims a device by name with the secret the device registered. As in the platform: no pending
 * claim answers FAILURE for a claimable device and CLAIMED for an owned one; an expired claim or a wrong secret
 * answers FAILURE and drops the claim; a matching claim of an owned device answers CLAIMED.
 */
export async function claimDevice(
  ctx: CoreContext,
  user: SecurityUser,
  deviceName: string,
  secretKey: string,
): Promise<ClaimResult> {
  const device = await deviceByName(ctx, user, deviceName);
  const claimable = await isClaimable(ctx, device);
  const claim = await findDeviceClaim(ctx.db, device.id);
  if (!claim) return { response: claimable ? 'FAILURE' : 'CLAIMED', device: null };
  const expired = Date.now() > Number(claim.expiration_time);
  const dropClaim = () => deleteDeviceClaim(ctx.db, device.id);
  if (expired || claim.secret_key !== secretKey) {
    await dropClaim();
    return { response: 'FAILURE', device: null };
  }
  if (!claimable) {
    await dropClaim();
    return { response: 'CLAIMED', device: null };
  }
  await completeDeviceClaim(ctx.db, device.id, user.customerId);
  return { response: 'SUCCESS', device: toDevice({ ...device, customer_id: user.customerId }) };
}

/**
 * Re-claim: the device goes back to the tenant, unassigned, and can be claimed again. A customer user may only
 * give up its own customer's devices (the platform lets it release any device of the tenant; that is not kept).
 */
export async function reclaimDevice(ctx: CoreContext, user: SecurityUser, deviceName: string): Promise<void> {
  const device = await deviceByName(ctx, user, deviceName);
  if (user.authority === 'CUSTOMER_USER' && device.customer_id !== user.customerId) throw permissionDenied();
  await releaseDevice(ctx.db, device.id, device.customer_id !== NULL_UUID);
}
