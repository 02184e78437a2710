import type { Device } from '@fleetdeck/model';
import type { SecurityUser } from '../auth/security-user.js';
import { callerScope } from '../common/owned-entities.js';
import type { AppContext } from '../context.js';
import { itemNotFound } from '../http/errors.js';
import { findRelatedEntityIds } from '../relations/query.js';
import { checkSearchRoot, parseSearchParameters } from '../relations/service.js';
import { findDevicesOfTypes, toDevice } from './store.js';

/**
 * POST /api/devices: the devices related to a root entity (by the query's relation type, any when absent) whose
 * type is one of deviceTypes, limited to what the caller may read. Missing parts answer the platform's checkNotNull.
 */
export async function findDevicesByQuery(ctx: AppContext, user: SecurityUser, body: unknown): Promise<Device[]> {
  if (typeof body !== 'object' || body === null) throw itemNotFound();
  const query = body as { parameters?: unknown; relationType?: unknown; deviceTypes?: unknown };
  const parameters = parseSearchParameters(query.parameters);
  if (!Array.isArray(query.deviceTypes)) throw itemNotFound();
  const deviceTypes = query.deviceTypes.filter((type): type is string => typeof type === 'string');
  await checkSearchRoot(ctx, user, parameters);
  const relationType = typeof query.relationType === 'string' ? query.relationType : null;
  const ids = await findRelatedEntityIds(ctx.db, parameters, relationType, ['DEVICE']);
  if (ids.length === 0 || deviceTypes.length === 0) return [];
  const rows = await findDevicesOfTypes(ctx.db, callerScope(user), ids, deviceTypes);
  const order = new Map(ids.map((id, index) => [id, index]));
  rows.sort((a, b) => (order.get(a.id) ?? 0) - (order.get(b.id) ?? 0));
  return rows.map(toDevice);
}
