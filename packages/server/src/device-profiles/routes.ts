import { DEVICE_TRANSPORT_TYPES, type DeviceProfile } from '@fleetdeck/model';
import type { FastifyInstance } from 'fastify';
import type { Static } from 'typebox';
import { parseUuid } from '../common/validation.js';
import type { AppContext } from '../context.js';
import { DEVICE_PROFILE } from '../entities/kinds/device-profile.js';
import { caller } from '../http/auth-hook.js';
import { badRequest } from '../http/errors.js';
import { parsePageLink } from '../http/paging.js';
import { deviceAttributeKeys, deviceTimeseriesKeys } from './keys.js';
import {
  DeviceProfileBody,
  DeviceProfileIdParams,
  DeviceProfileInfoPageQuery,
  DeviceProfileKeysQuery,
  DeviceProfilePageQuery,
} from './schemas.js';
import {
  defaultDeviceProfileInfo,
  deleteDeviceProfile,
  listDeviceProfileInfos,
  listDeviceProfiles,
  readableDeviceProfile,
  saveDeviceProfile,
  setDefaultDeviceProfile,
} from './service.js';
import { toDeviceProfile, toDeviceProfileInfo } from './store.js';

const T = ['TENANT_ADMIN'] as const;
const TC = ['TENANT_ADMIN', 'CUSTOMER_USER'] as const;

export function deviceProfileRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get<{ Params: Static<typeof DeviceProfileIdParams> }>(
    '/api/deviceProfile/:deviceProfileId',
    { config: { authorities: T }, schema: { params: DeviceProfileIdParams } },
    async (request) =>
      toDeviceProfile(await readableDeviceProfile(ctx, caller(request), parseUuid(request.params.deviceProfileId))),
  );

  app.get<{ Querystring: Static<typeof DeviceProfileKeysQuery> }>(
    '/api/deviceProfile/devices/keys/timeseries',
    { config: { authorities: T }, schema: { querystring: DeviceProfileKeysQuery } },
    async (request) => deviceTimeseriesKeys(ctx, caller(request), request.query.deviceProfileId || undefined),
  );
  app.get<{ Querystring: Static<typeof DeviceProfileKeysQuery> }>(
    '/api/deviceProfile/devices/keys/attributes',
    { config: { authorities: T }, schema: { querystring: DeviceProfileKeysQuery } },
    async (request) => deviceAttributeKeys(ctx, caller(request), request.query.deviceProfileId || undefined),
  );

  app.get('/api/deviceProfileInfo/default', { config: { authorities: TC } }, async (request) => {
    return defaultDeviceProfileInfo(ctx, caller(request));
  });

  app.get<{ Params: Static<typeof DeviceProfileIdParams> }>(
    '/api/deviceProfileInfo/:deviceProfileId',
    { config: { authorities: TC }, schema: { params: DeviceProfileIdParams } },
    async (request) =>
      toDeviceProfileInfo(await readableDeviceProfile(ctx, caller(request), parseUuid(request.params.deviceProfileId))),
  );

  app.post<{ Body: Partial<DeviceProfile> }>(
    '/api/deviceProfile',
    { config: { authorities: T }, schema: { body: DeviceProfileBody } },
    async (request) => saveDeviceProfile(ctx, caller(request), request.body),
  );

  app.delete<{ Params: Static<typeof DeviceProfileIdParams> }>(
    '/api/deviceProfile/:deviceProfileId',
    { config: { authorities: T }, schema: { params: DeviceProfileIdParams } },
    async (request, reply) => {
      await deleteDeviceProfile(ctx, caller(request), parseUuid(request.params.deviceProfileId));
      return reply.send();
    },
  );

  app.post<{ Params: Static<typeof DeviceProfileIdParams> }>(
    '/api/deviceProfile/:deviceProfileId/default',
    { config: { authorities: T }, schema: { params: DeviceProfileIdParams } },
    async (request) => setDefaultDeviceProfile(ctx, caller(request), parseUuid(request.params.deviceProfileId)),
  );

  app.get<{ Querystring: Static<typeof DeviceProfilePageQuery> }>(
    '/api/deviceProfiles',
    { config: { authorities: T }, schema: { querystring: DeviceProfilePageQuery } },
    async (request) => {
      const link = parsePageLink(request.query, DEVICE_PROFILE.sortColumns);
      return listDeviceProfiles(ctx, caller(request), link);
    },
  );

  app.get<{ Querystring: Static<typeof DeviceProfileInfoPageQuery> }>(
    '/api/deviceProfileInfos',
    { config: { authorities: TC }, schema: { querystring: DeviceProfileInfoPageQuery } },
    async (request) => {
      const link = parsePageLink(request.query, DEVICE_PROFILE.sortColumns);
      const transportType = request.query.transportType;
      // Spring's enum conversion of the request parameter.
      if (transportType && !(DEVICE_TRANSPORT_TYPES as readonly string[]).includes(transportType)) {
        throw badRequest(`No enum constant org.thingsboard.server.common.data.DeviceTransportType.${transportType}`);
      }
      return listDeviceProfileInfos(ctx, caller(request), link, transportType || undefined);
    },
  );
}
