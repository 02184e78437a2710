import { isUuid, type PageData, type Rpc, type RpcStatus } from '@fleetdeck/model';
import { deviceActionEntry } from '../audit/entries.js';
import { recordAudit } from '../audit/recorder.js';
import type { SecurityUser } from '../auth/security-user.js';
import { newId } from '../common/uuid.js';
import type { AppContext } from '../context.js';
import { type DeviceRow, findDevice } from '../devices/store.js';
import { badRequest, notFound, PERMISSION_DENIED, permissionDenied } from '../http/errors.js';
import type { ParsedPageLink } from '../http/paging.js';
import { MSG_TYPES } from '../rule-engine/message.js';
import type { DeviceRpcResult } from './device-rpc-manager.js';
import { findRpc, type RpcRow, rpcPage } from './store.js';

/** The server-side RPC defaults: 10 s to wait for the reply, never less than 5 s. */
export const DEFAULT_RPC_TIMEOUT_MS = 10_000;
export const MIN_RPC_TIMEOUT_MS = 5_000;

/** An access failure of an RPC call, answered as plain text with this status. */
export class RpcAccessError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

export interface RpcCallBody {
  method?: unknown;
  params?: unknown;
  timeout?: unknown;
  expirationTime?: unknown;
  persistent?: unknown;
  retries?: unknown;
  additionalInfo?: unknown;
  requestUUID?: unknown;
}

function numberOr(value: unknown, fallback: number): number {
  if (typeof value === 'number' && Number.isFinite(value)) return Math.trunc(value);
  if (typeof value === 'string' && /^-?\d+$/.test(value.trim())) return Number(value);
  return fallback;
}

/**
 * The device an RPC call goes to, checked as the platform's access validator does: the system administrator may not
 * call devices, an unknown device is not found, and another tenant's or another customer's device is denied.
 */
async function rpcTargetDevice(ctx: AppContext, user: SecurityUser, deviceId: string): Promise<DeviceRow> {
  if (user.authority === 'SYS_ADMIN') {
    throw new RpcAccessError(403, 'System administrator is not allowed to perform this operation!');
  }
  const device = await findDevice(ctx.db, deviceId);
  if (!device) throw new RpcAccessError(404, "Device with requested id wasn't found!");
  const foreign =
    device.tenant_id !== user.tenantId ||
    (user.authority === 'CUSTOMER_USER' && device.customer_id !== user.customerId);
  if (foreign) throw new RpcAccessError(403, PERMISSION_DENIED);
  return device;
}

/** One REST RPC call: resolves with the device's reply, {rpcId} when persistent, or an RpcError name. */
export async function callDevice(
  ctx: AppContext,
  user: SecurityUser,
  deviceId: string,
  body: RpcCallBody | null,
  oneway: boolean,
): Promise<DeviceRpcResult> {
  if (!body || typeof body !== 'object' || Array.isArray(body) || body.method === undefined || body.method === null) {
    throw badRequest('Invalid request body');
  }
  const timeout = numberOr(body.timeout, DEFAULT_RPC_TIMEOUT_MS);
  const expirationTime = numberOr(body.expirationTime, Date.now() + Math.max(MIN_RPC_TIMEOUT_MS, timeout));
  const requestUUID = typeof body.requestUUID === 'string' && isUuid(body.requestUUID) ? body.requestUUID : newId();
  const device = await rpcTargetDevice(ctx, user, deviceId);
  const method = typeof body.method === 'string' ? body.method : JSON.stringify(body.method);
  const params = JSON.stringify(body.params === undefined ? null : body.params);
  const retries = body.retries === undefined || body.retries === null ? null : numberOr(body.retries, 0);
  const persistent = body.persistent === true || body.persistent === 'true';
  // The answer comes from the RPC Call Request node of the root chain; a chain that never sends it times out.
  const outcome = ctx.transport.rpc.awaitOutcome(requestUUID, Math.max(0, expirationTime - Date.now()) + 1000);
  const metadata: Record<string, string> = {
    requestUUID,
    originServiceId: 'fleetdeck',
    expirationTime: String(expirationTime),
    oneway: String(oneway),
    persistent: String(persistent),
    deviceName: device.name,
    deviceType: device.type,
  };
  if (retries !== null) metadata.retries = String(retries);
  if (body.additionalInfo !== undefined && body.additionalInfo !== null) {
    metadata.additionalInfo = JSON.stringify(body.additionalInfo);
  }
  await ctx.transport.messages.push({
    id: newId(),
    ts: Date.now(),
    type: MSG_TYPES.rpcCallFromServer,
    originator: { entityType: 'DEVICE', id: device.id },
    tenantId: device.tenant_id,
    customerId: user.customerId,
    metadata,
    // As the platform sends it: params as JSON text.
    data: JSON.stringify({ method, params }),
  });
  const result = await outcome;
  const audited = { oneWay: oneway, method, params };
  recordAudit(ctx, deviceActionEntry(user, device, 'RPC_CALL', audited, result.error ?? null));
  return result;
}

/** A persistent RPC the caller may see: the tenant's own, and for a customer user only its devices' ones. */
export async function readablePersistentRpc(ctx: AppContext, user: SecurityUser, rpcId: string): Promise<RpcRow> {
  const row = await findRpc(ctx.db, rpcId);
  if (!row) throw notFound('RPC', rpcId);
  if (row.tenant_id !== user.tenantId) throw permissionDenied();
  if (user.authority === 'CUSTOMER_USER') {
    const device = await findDevice(ctx.db, row.device_id);
    if (!device || device.customer_id !== user.customerId) throw permissionDenied();
  }
  return row;
}

export async function deletePersistentRpc(ctx: AppContext, user: SecurityUser, rpcId: string): Promise<void> {
  const row = await readablePersistentRpc(ctx, user, rpcId);
  await ctx.transport.rpc.remove(row.id);
}

/** The persistent RPC of a device the caller may read. */
export function listPersistentRpcs(
  ctx: AppContext,
  deviceId: string,
  status: RpcStatus | undefined,
  link: ParsedPageLink,
): Promise<PageData<Rpc>> {
  return rpcPage(ctx.db, deviceId, status, link);
}
