import type { Device, DeviceCredentials } from '@fleetdeck/model';
import type { FastifyInstance } from 'fastify';
import type { Static } from 'typebox';
import type { SecurityUser } from '../auth/security-user.js';
import { parseUuid } from '../common/validation.js';
import type { AppContext } from '../context.js';
import { readableCustomer } from '../customers/service.js';
import { caller } from '../http/auth-hook.js';
import { badRequest, itemNotFound } from '../http/errors.js';
import { type PageQuery, parsePageLink } from '../http/paging.js';
import { fetchPage } from '../storage/page-query.js';
import { claimDevice, reclaimDevice } from './claim.js';
import { formatCredentials } from './credentials.js';
import { credentialsRoutes } from './credentials-routes.js';
import {
  ClaimBody,
  CustomerDeviceParams,
  CustomerParams,
  DeviceBody,
  DeviceIdParams,
  DeviceIdsQuery,
  DeviceNameParams,
  DevicePageQuery,
  DeviceSearchBody,
  DevicesCountParams,
  DeviceWithCredentialsBody,
  SaveDeviceQuery,
  TenantDeviceParams,
  TenantDevicesQuery,
} from './schemas.js';
import { findDevicesByQuery } from './search.js';
import { assignDevice, deleteDevice, readableDevice, saveDevice, unassignDevice } from './service.js';
import {
  DEVICE_INFO_JOINS,
  DEVICE_INFO_SORT_COLUMNS,
  DEVICE_SORT_COLUMNS,
  type DeviceInfoRow,
  findDeviceInfo,
  toDevice,
  toDeviceInfo,
} from './store.js';
import { countDevicesWithoutPackage, makeDevicePublic, moveDeviceToTenant } from './transfer.js';

const T = ['TENANT_ADMIN'] as const;
const TC = ['TENANT_ADMIN', 'CUSTOMER_USER'] as const;

/** The lists' filters; the paging parameters may be absent where the route also serves a lookup by name. */
type DeviceListQuery = PageQuery & { type?: string; deviceProfileId?: string };

/** Devices of one owner: the whole tenant, or one customer of it. */
interface Owner {
  tenantId: string;
  customerId?: string;
}

function listDevices(ctx: AppContext, owner: Owner, query: DeviceListQuery) {
  const link = parsePageLink(query, DEVICE_SORT_COLUMNS);
  let base = ctx.db.selectFrom('device').selectAll().where('tenant_id', '=', owner.tenantId);
  if (owner.customerId) base = base.where('customer_id', '=', owner.customerId);
  if (query.type) base = base.where('type', '=', query.type);
  return fetchPage(base, link, { search: 'name' }, toDevice);
}

function listDeviceInfos(ctx: AppContext, owner: Owner, query: DeviceListQuery) {
  const link = parsePageLink(query, DEVICE_INFO_SORT_COLUMNS);
  let base = ctx.db.selectFrom('device').selectAll('device').where('device.tenant_id', '=', owner.tenantId);
  if (owner.customerId) base = base.where('device.customer_id', '=', owner.customerId);
  // As in the platform, a type filter wins over a profile filter.
  if (query.type) base = base.where('device.type', '=', query.type);
  else if (query.deviceProfileId) base = base.where('device.device_profile_id', '=', parseUuid(query.deviceProfileId));
  return fetchPage(base, link, { search: 'device.name', table: 'device', joins: DEVICE_INFO_JOINS }, (row) =>
    toDeviceInfo(row as DeviceInfoRow),
  );
}

async function customerOwner(ctx: AppContext, user: SecurityUser, customerId: string): Promise<Owner> {
  const customer = await readableCustomer(ctx, user, parseUuid(customerId));
  return { tenantId: customer.tenant_id, customerId: customer.id };
}

export function deviceRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get<{ Params: Static<typeof DeviceIdParams> }>(
    '/api/device/:deviceId',
    { config: { authorities: TC }, schema: { params: DeviceIdParams } },
    async (request) => toDevice(await readableDevice(ctx, caller(request), parseUuid(request.params.deviceId))),
  );

  app.get<{ Params: Static<typeof DeviceIdParams> }>(
    '/api/device/info/:deviceId',
    { config: { authorities: TC }, schema: { params: DeviceIdParams } },
    async (request) => {
      const row = await readableDevice(ctx, caller(request), parseUuid(request.params.deviceId));
      return toDeviceInfo((await findDeviceInfo(ctx.db, row.id)) as DeviceInfoRow);
    },
  );

  app.post<{ Body: Partial<Device>; Querystring: Static<typeof SaveDeviceQuery> }>(
    '/api/device',
    { config: { authorities: TC }, schema: { body: DeviceBody, querystring: SaveDeviceQuery } },
    async (request) => saveDevice(ctx, caller(request), request.body, request.query.accessToken),
  );

  app.post<{ Body: { device?: Partial<Device> | null; credentials?: Partial<DeviceCredentials> | null } }>(
    '/api/device-with-credentials',
    { config: { authorities: TC }, schema: { body: DeviceWithCredentialsBody } },
    async (request) => {
      const { device, credentials } = request.body;
      if (!device || !credentials) throw itemNotFound();
      // The credentials are checked before anything is written, so a bad pair leaves no device behind.
      return saveDevice(ctx, caller(request), device, undefined, formatCredentials(credentials));
    },
  );

  app.post<{ Params: Static<typeof DeviceIdParams> }>(
    '/api/customer/public/device/:deviceId',
    { config: { authorities: T }, schema: { params: DeviceIdParams } },
    async (request) => makeDevicePublic(ctx, caller(request), parseUuid(request.params.deviceId)),
  );

  app.post<{ Params: Static<typeof DeviceNameParams>; Body: Static<typeof ClaimBody> }>(
    '/api/customer/device/:deviceName/claim',
    { config: { authorities: ['CUSTOMER_USER'] }, schema: { params: DeviceNameParams, body: ClaimBody } },
    async (request, reply) => {
      const body = request.body;
      const secretKey = body && typeof body.secretKey === 'string' ? body.secretKey : '';
      const result = await claimDevice(ctx, caller(request), request.params.deviceName, secretKey);
      // Success answers the ClaimResult; a failure answers 400 with the bare result as a JSON string.
      if (result.response === 'SUCCESS') return result;
      return reply.status(400).type('application/json').send(JSON.stringify(result.response));
    },
  );

  app.delete<{ Params: Static<typeof DeviceNameParams> }>(
    '/api/customer/device/:deviceName/claim',
    { config: { authorities: TC }, schema: { params: DeviceNameParams } },
    async (request, reply) => {
      await reclaimDevice(ctx, caller(request), request.params.deviceName);
      return reply.send();
    },
  );

  app.post<{ Params: Static<typeof TenantDeviceParams> }>(
    '/api/tenant/:tenantId/device/:deviceId',
    { config: { authorities: T }, schema: { params: TenantDeviceParams } },
    async (request) =>
      moveDeviceToTenant(ctx, caller(request), parseUuid(request.params.tenantId), parseUuid(request.params.deviceId)),
  );

  app.get<{ Params: Static<typeof DevicesCountParams> }>(
    '/api/devices/count/:otaPackageType/:deviceProfileId',
    { config: { authorities: TC }, schema: { params: DevicesCountParams } },
    async (request) =>
      countDevicesWithoutPackage(
        ctx,
        caller(request),
        request.params.otaPackageType,
        parseUuid(request.params.deviceProfileId),
      ),
  );

  app.delete<{ Params: Static<typeof DeviceIdParams> }>(
    '/api/device/:deviceId',
    { config: { authorities: T }, schema: { params: DeviceIdParams } },
    async (request, reply) => {
      await deleteDevice(ctx, caller(request), parseUuid(request.params.deviceId));
      return reply.send();
    },
  );

  app.get<{ Querystring: Static<typeof TenantDevicesQuery> }>(
    '/api/tenant/devices',
    { config: { authorities: T }, schema: { querystring: TenantDevicesQuery } },
    async (request) => {
      const user = caller(request);
      const { deviceName } = request.query;
      // Two handlers in the platform, told apart by the deviceName parameter.
      if (deviceName === undefined) return listDevices(ctx, { tenantId: user.tenantId }, request.query);
      const row = await ctx.db
        .selectFrom('device')
        .selectAll()
        .where('tenant_id', '=', user.tenantId)
        .where('name', '=', deviceName)
        .executeTakeFirst();
      if (!row) throw itemNotFound();
      return toDevice(row);
    },
  );

  app.get<{ Querystring: Static<typeof DevicePageQuery> }>(
    '/api/tenant/deviceInfos',
    { config: { authorities: T }, schema: { querystring: DevicePageQuery } },
    async (request) => listDeviceInfos(ctx, { tenantId: caller(request).tenantId }, request.query),
  );

  app.get<{ Params: Static<typeof CustomerParams>; Querystring: Static<typeof DevicePageQuery> }>(
    '/api/customer/:customerId/devices',
    { config: { authorities: TC }, schema: { params: CustomerParams, querystring: DevicePageQuery } },
    async (request) =>
      listDevices(ctx, await customerOwner(ctx, caller(request), request.params.customerId), request.query),
  );

  app.get<{ Params: Static<typeof CustomerParams>; Querystring: Static<typeof DevicePageQuery> }>(
    '/api/customer/:customerId/deviceInfos',
    { config: { authorities: TC }, schema: { params: CustomerParams, querystring: DevicePageQuery } },
    async (request) =>
      listDeviceInfos(ctx, await customerOwner(ctx, caller(request), request.params.customerId), request.query),
  );

  app.get<{ Querystring: Static<typeof DeviceIdsQuery> }>(
    '/api/devices',
    { config: { authorities: TC }, schema: { querystring: DeviceIdsQuery } },
    async (request) => {
      const ids = request.query.deviceIds
        .split(',')
        .map((id) => id.trim())
        .filter(Boolean)
        .map(parseUuid);
      if (ids.length === 0) throw badRequest("Parameter 'deviceIds' can't be empty!");
      const user = caller(request);
      let query = ctx.db.selectFrom('device').selectAll().where('tenant_id', '=', user.tenantId).where('id', 'in', ids);
      if (user.authority === 'CUSTOMER_USER') query = query.where('customer_id', '=', user.customerId);
      const rows = await query.orderBy('created_time').orderBy('id').execute();
      return rows.map(toDevice);
    },
  );

  app.post('/api/devices', { config: { authorities: TC }, schema: { body: DeviceSearchBody } }, async (request) =>
    findDevicesByQuery(ctx, caller(request), request.body),
  );

  app.get('/api/device/types', { config: { authorities: TC } }, async (request) => {
    const tenantId = caller(request).tenantId;
    const rows = await ctx.db
      .selectFrom('device')
      .select('type')
      .distinct()
      .where('tenant_id', '=', tenantId)
      .orderBy('type')
      .execute();
    return rows.map((row) => ({
      tenantId: { entityType: 'TENANT', id: tenantId },
      entityType: 'DEVICE',
      type: row.type,
    }));
  });

  app.post<{ Params: Static<typeof CustomerDeviceParams> }>(
    '/api/customer/:customerId/device/:deviceId',
    { config: { authorities: T }, schema: { params: CustomerDeviceParams } },
    async (request) =>
      assignDevice(ctx, caller(request), parseUuid(request.params.customerId), parseUuid(request.params.deviceId)),
  );

  app.delete<{ Params: Static<typeof DeviceIdParams> }>(
    '/api/customer/device/:deviceId',
    { config: { authorities: T }, schema: { params: DeviceIdParams } },
    async (request) => unassignDevice(ctx, caller(request), parseUuid(request.params.deviceId)),
  );

  credentialsRoutes(app, ctx);
}
