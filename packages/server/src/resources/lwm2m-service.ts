import type { LwM2mObject } from '@fleetdeck/model';
import type { SecurityUser } from '../auth/security-user.js';
import type { AppContext } from '../context.js';
import type { ParsedPageLink } from '../http/paging.js';
import { lwm2mObject, sortLwm2mObjects } from './lwm2m-object.js';
import { ownerOf } from './service.js';
import { lwm2mModelPage, lwm2mModelsByKeys, type ResourceRow } from './store.js';

function toLwm2mObjects(rows: ResourceRow[]): LwM2mObject[] {
  return rows.flatMap(
    (row) => lwm2mObject(Buffer.from(row.data ?? '', 'base64').toString('utf8'), row.resource_key) ?? [],
  );
}

/** One page of the LwM2M object models the caller reads, as objects with their readable resources, in the asked order. */
export async function lwm2mObjectPage(
  ctx: AppContext,
  user: SecurityUser,
  link: ParsedPageLink,
  sortProperty: string | undefined,
  sortOrder: string | undefined,
): Promise<LwM2mObject[]> {
  const page = await lwm2mModelPage(ctx.db, ownerOf(user), link);
  return sortLwm2mObjects(toLwm2mObjects(page.data), sortProperty, sortOrder);
}

/** The LwM2M object models of these keys the caller reads, in the asked order. */
export async function lwm2mObjectsByKeys(
  ctx: AppContext,
  user: SecurityUser,
  keys: string[],
  sortProperty: string,
  sortOrder: string,
): Promise<LwM2mObject[]> {
  const rows = await lwm2mModelsByKeys(ctx.db, ownerOf(user), keys);
  return sortLwm2mObjects(toLwm2mObjects(rows), sortProperty, sortOrder);
}
