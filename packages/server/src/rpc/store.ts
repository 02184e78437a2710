import type { PageData, Rpc, RpcStatus } from '@fleetdeck/model';
import type { Selectable } from 'kysely';
import { fromJsonText } from '../common/json.js';
import type { ParsedPageLink } from '../http/paging.js';
import { fetchPage } from '../storage/page-query.js';
import type { Db, RpcTable } from '../storage/schema.js';

export type RpcRow = Selectable<RpcTable>;

/** Statuses after which nothing more happens to a persistent request. */
export const OPEN_RPC_STATUSES: readonly RpcStatus[] = ['QUEUED', 'SENT', 'DELIVERED'];

export function toRpc(row: RpcRow): Rpc {
  return {
    id: { entityType: 'RPC', id: row.id },
    createdTime: Number(row.created_time),
    tenantId: { entityType: 'TENANT', id: row.tenant_id },
    deviceId: { entityType: 'DEVICE', id: row.device_id },
    expirationTime: Number(row.expiration_time),
    request: fromJsonText(row.request),
    response: fromJsonText(row.response),
    status: row.status as RpcStatus,
    additionalInfo: fromJsonText(row.additional_info),
  };
}

export function findRpc(db: Db, id: string): Promise<RpcRow | undefined> {
  return db.selectFrom('rpc').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function insertRpc(db: Db, row: RpcRow): Promise<void> {
  await db.insertInto('rpc').values(row).execute();
}

/** Sets a status (and the reply, when given); a request that reached an end keeps it. */
export async function updateRpcStatus(db: Db, id: string, status: RpcStatus, response?: string | null): Promise<void> {
  await db
    .updateTable('rpc')
    .set(response === undefined ? { status } : { status, response })
    .where('id', '=', id)
    .where('status', 'in', OPEN_RPC_STATUSES as RpcStatus[])
    .execute();
}

export async function deleteRpcRow(db: Db, id: string): Promise<void> {
  await db.deleteFrom('rpc').where('id', '=', id).execute();
}

export function openRpcRows(db: Db): Promise<RpcRow[]> {
  return db
    .selectFrom('rpc')
    .selectAll()
    .where('status', 'in', OPEN_RPC_STATUSES as RpcStatus[])
    .orderBy('created_time')
    .execute();
}

export const RPC_SORT_COLUMNS: Record<string, string> = {
  createdTime: 'created_time',
  expirationTime: 'expiration_time',
  status: 'status',
  request: 'request',
  response: 'response',
};

/** One page of a device's persistent RPC, of one status when given. */
export function rpcPage(
  db: Db,
  deviceId: string,
  status: RpcStatus | undefined,
  link: ParsedPageLink,
): Promise<PageData<Rpc>> {
  let base = db.selectFrom('rpc').selectAll().where('device_id', '=', deviceId);
  if (status) base = base.where('status', '=', status);
  return fetchPage(base, link, { search: 'status' }, (row) => toRpc(row as RpcRow));
}
