import type { Device, DeviceCredentials } from '@fleetdeck/model';
import type { FastifyInstance } from 'fastify';
import type { Static } from 'typebox';
import type { Owner } from '../common/owned-entities.js';
import { parseUuid } from '../common/validation.js';
import type { AppContext } from '../context.js';
import { customerOwner } from '../customers/service.js';
import { DEVICE } from '../entities/kinds/device.js';
import { caller } from '../http/auth-hook.js';
import { badRequest, itemNotFound } from '../http/errors.js';
import { type PageQuery, parsePageLink } from '../http/paging.js';
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
import {
  assignDevice,
  deleteDevice,
  devicesByIds,
  deviceTypes,
  listDeviceInfos as listDeviceInfoPage,
  listDevices,
  readableDevice,
  readableDeviceInfo,
  saveDevice,
  tenantDeviceByName,
  unassignDevice,
} from './service.js';
import { DEVICE_INFO_SORT_COLUMNS, toDevice } from './store.js';
import { countDevicesWithoutPackage, makeDevicePublic, moveDeviceToTenant } from './transfer.js';

const T = ['TENANT_ADMIN'] as const;
const TC = ['TENANT_ADMIN', 'CUSTOMER_USER'] as const;

/** The lists' filters; the paging parameters may be absent where the route also serves a lookup by name. */
type DeviceListQuery = PageQuery & { type?: string; deviceProfileId?: string };

/** The device info lists parse their filters here; the profile filter is a UUID. */
function listDeviceInfos(ctx: AppContext, owner: Owner, query: DeviceListQuery) {
  const link = parsePageLink(query, DEVICE_INFO_SORT_COLUMNS);
  const profileId = query.deviceProfileId ? parseUuid(query.deviceProfileId) : undefined;
  return listDeviceInfoPage(ctx, owner, query.type, link, profileId);
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
      return readableDeviceInfo(ctx, caller(request), parseUuid(request.params.deviceId));
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
      if (deviceName === undefined) {
        const link = parsePageLink(request.query, DEVICE.sortColumns);
        return listDevices(ctx, { tenantId: user.tenantId }, request.query.type, link);
      }
      return tenantDeviceByName(ctx, user, deviceName);
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
      listDevices(
        ctx,
        await customerOwner(ctx, caller(request), request.params.customerId),
        request.query.type,
        parsePageLink(request.query, DEVICE.sortColumns),
      ),
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
      return devicesByIds(ctx, caller(request), ids);
    },
  );

  app.post('/api/devices', { config: { authorities: TC }, schema: { body: DeviceSearchBody } }, async (request) =>
    findDevicesByQuery(ctx, caller(request), request.body),
  );

  app.get('/api/device/types', { config: { authorities: TC } }, async (request) => deviceTypes(ctx, caller(request)));

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
