import type { Device, DeviceCredentials } from '@fleetdeck/model';
import type { FastifyInstance } from 'fastify';
import type { Owner } from '../common/owned-entities.js';
import { parseUuid } from '../common/validation.js';
import type { AppContext } from '../context.js';
import { customerOwner } from '../customers/service.js';
import { DEVICE } from '../entities/kinds/device.js';
import { caller } from '../http/auth-hook.js';
import { badRequest, itemNotFound } from '../http/errors.js';
import { type PageQuery, pageQuerySchema, parsePageLink } from '../http/paging.js';
import { claimDevice, reclaimDevice } from './claim.js';
import { formatCredentials } from './credentials.js';
import { credentialsRoutes } from './credentials-routes.js';
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

type DeviceListQuery = PageQuery & { type?: string; deviceProfileId?: string; deviceName?: string };

const listQuerySchema = {
  ...pageQuerySchema,
  properties: {
    ...pageQuerySchema.properties,
    type: { type: 'string' },
    deviceProfileId: { type: 'string' },
    deviceName: { type: 'string' },
  },
} as const;

/** The device info lists parse their filters here; the profile filter is a UUID. */
function listDeviceInfos(ctx: AppContext, owner: Owner, query: DeviceListQuery) {
  const link = parsePageLink(query, DEVICE_INFO_SORT_COLUMNS);
  const profileId = query.deviceProfileId ? parseUuid(query.deviceProfileId) : undefined;
  return listDeviceInfoPage(ctx, owner, query.type, link, profileId);
}

export function deviceRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get<{ Params: { deviceId: string } }>('/api/device/:deviceId', { config: { authorities: TC } }, async (request) =>
    toDevice(await readableDevice(ctx, caller(request), parseUuid(request.params.deviceId))),
  );

  app.get<{ Params: { deviceId: string } }>(
    '/api/device/info/:deviceId',
    { config: { authorities: TC } },
    async (request) => {
      return readableDeviceInfo(ctx, caller(request), parseUuid(request.params.deviceId));
    },
  );

  app.post<{ Body: Partial<Device>; Querystring: { accessToken?: string } }>(
    '/api/device',
    {
      config: { authorities: TC },
      schema: {
        body: { type: 'object' },
        querystring: { type: 'object', properties: { accessToken: { type: 'string' } } },
      },
    },
    async (request) => saveDevice(ctx, caller(request), request.body, request.query.accessToken),
  );

  app.post<{ Body: { device?: Partial<Device> | null; credentials?: Partial<DeviceCredentials> | null } }>(
    '/api/device-with-credentials',
    { config: { authorities: TC }, schema: { body: { type: 'object' } } },
    async (request) => {
      const { device, credentials } = request.body;
      if (!device || !credentials) throw itemNotFound();
      // The credentials are checked before anything is written, so a bad pair leaves no device behind.
      return saveDevice(ctx, caller(request), device, undefined, formatCredentials(credentials));
    },
  );

  app.post<{ Params: { deviceId: string } }>(
    '/api/customer/public/device/:deviceId',
    { config: { authorities: T } },
    async (request) => makeDevicePublic(ctx, caller(request), parseUuid(request.params.deviceId)),
  );

  app.post<{ Params: { deviceName: string }; Body: { secretKey?: unknown } | null }>(
    '/api/customer/device/:deviceName/claim',
    { config: { authorities: ['CUSTOMER_USER'] } },
    async (request, reply) => {
      const body = request.body;
      const secretKey = body && typeof body.secretKey === 'string' ? body.secretKey : '';
      const result = await claimDevice(ctx, caller(request), request.params.deviceName, secretKey);
      // Success answers the ClaimResult; a failure answers 400 with the bare result as a JSON string.
      if (result.response === 'SUCCESS') return result;
      return reply.status(400).type('application/json').send(JSON.stringify(result.response));
    },
  );

  app.delete<{ Params: { deviceName: string } }>(
    '/api/customer/device/:deviceName/claim',
    { config: { authorities: TC } },
    async (request, reply) => {
      await reclaimDevice(ctx, caller(request), request.params.deviceName);
      return reply.send();
    },
  );

  app.post<{ Params: { tenantId: string; deviceId: string } }>(
    '/api/tenant/:tenantId/device/:deviceId',
    { config: { authorities: T } },
    async (request) =>
      moveDeviceToTenant(ctx, caller(request), parseUuid(request.params.tenantId), parseUuid(request.params.deviceId)),
  );

  app.get<{ Params: { otaPackageType: string; deviceProfileId: string } }>(
    '/api/devices/count/:otaPackageType/:deviceProfileId',
    { config: { authorities: TC } },
    async (request) =>
      countDevicesWithoutPackage(
        ctx,
        caller(request),
        request.params.otaPackageType,
        parseUuid(request.params.deviceProfileId),
      ),
  );

  app.delete<{ Params: { deviceId: string } }>(
    '/api/device/:deviceId',
    { config: { authorities: T } },
    async (request, reply) => {
      await deleteDevice(ctx, caller(request), parseUuid(request.params.deviceId));
      return reply.send();
    },
  );

  app.get<{ Querystring: DeviceListQuery }>(
    '/api/tenant/devices',
    { config: { authorities: T }, schema: { querystring: listQuerySchema } },
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

  app.get<{ Querystring: DeviceListQuery }>(
    '/api/tenant/deviceInfos',
    { config: { authorities: T }, schema: { querystring: listQuerySchema } },
    async (request) => listDeviceInfos(ctx, { tenantId: caller(request).tenantId }, request.query),
  );

  app.get<{ Params: { customerId: string }; Querystring: DeviceListQuery }>(
    '/api/customer/:customerId/devices',
    { config: { authorities: TC }, schema: { querystring: listQuerySchema } },
    async (request) =>
      listDevices(
        ctx,
        await customerOwner(ctx, caller(request), request.params.customerId),
        request.query.type,
        parsePageLink(request.query, DEVICE.sortColumns),
      ),
  );

  app.get<{ Params: { customerId: string }; Querystring: DeviceListQuery }>(
    '/api/customer/:customerId/deviceInfos',
    { config: { authorities: TC }, schema: { querystring: listQuerySchema } },
    async (request) =>
      listDeviceInfos(ctx, await customerOwner(ctx, caller(request), request.params.customerId), request.query),
  );

  app.get<{ Querystring: { deviceIds?: string } }>(
    '/api/devices',
    {
      config: { authorities: TC },
      schema: { querystring: { type: 'object', properties: { deviceIds: { type: 'string' } } } },
    },
    async (request) => {
      const raw = request.query.deviceIds;
      if (raw === undefined) {
        throw badRequest("Required request parameter 'deviceIds' for method parameter type String[] is not present");
      }
      const ids = raw
        .split(',')
        .map((id) => id.trim())
        .filter(Boolean)
        .map(parseUuid);
      if (ids.length === 0) throw badRequest("Parameter 'deviceIds' can't be empty!");
      return devicesByIds(ctx, caller(request), ids);
    },
  );

  app.post('/api/devices', { config: { authorities: TC } }, async (request) =>
    findDevicesByQuery(ctx, caller(request), request.body),
  );

  app.get('/api/device/types', { config: { authorities: TC } }, async (request) => deviceTypes(ctx, caller(request)));

  app.post<{ Params: { customerId: string; deviceId: string } }>(
    '/api/customer/:customerId/device/:deviceId',
    { config: { authorities: T } },
    async (request) =>
      assignDevice(ctx, caller(request), parseUuid(request.params.customerId), parseUuid(request.params.deviceId)),
  );

  app.delete<{ Params: { deviceId: string } }>(
    '/api/customer/device/:deviceId',
    { config: { authorities: T } },
    async (request) => unassignDevice(ctx, caller(request), parseUuid(request.params.deviceId)),
  );

  credentialsRoutes(app, ctx);
}
