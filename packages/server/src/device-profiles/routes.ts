import { DEVICE_TRANSPORT_TYPES, type DeviceProfile } from '@fleetdeck/model';
import type { FastifyInstance } from 'fastify';
import { parseUuid } from '../common/validation.js';
import type { AppContext } from '../context.js';
import { DEVICE_PROFILE } from '../entities/kinds/device-profile.js';
import { caller } from '../http/auth-hook.js';
import { badRequest } from '../http/errors.js';
import { type PageQuery, pageQuerySchema, parsePageLink } from '../http/paging.js';
import { deviceAttributeKeys, deviceTimeseriesKeys } from './keys.js';
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

type Id = { Params: { deviceProfileId: string } };

export function deviceProfileRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get<Id>('/api/deviceProfile/:deviceProfileId', { config: { authorities: T } }, async (request) =>
    toDeviceProfile(await readableDeviceProfile(ctx, caller(request), parseUuid(request.params.deviceProfileId))),
  );

  type KeysQuery = { Querystring: { deviceProfileId?: string } };
  app.get<KeysQuery>('/api/deviceProfile/devices/keys/timeseries', { config: { authorities: T } }, async (request) =>
    deviceTimeseriesKeys(ctx, caller(request), request.query.deviceProfileId || undefined),
  );
  app.get<KeysQuery>('/api/deviceProfile/devices/keys/attributes', { config: { authorities: T } }, async (request) =>
    deviceAttributeKeys(ctx, caller(request), request.query.deviceProfileId || undefined),
  );

  app.get('/api/deviceProfileInfo/default', { config: { authorities: TC } }, async (request) => {
    return defaultDeviceProfileInfo(ctx, caller(request));
  });

  app.get<Id>('/api/deviceProfileInfo/:deviceProfileId', { config: { authorities: TC } }, async (request) =>
    toDeviceProfileInfo(await readableDeviceProfile(ctx, caller(request), parseUuid(request.params.deviceProfileId))),
  );

  app.post<{ Body: Partial<DeviceProfile> }>(
    '/api/deviceProfile',
    { config: { authorities: T }, schema: { body: { type: 'object' } } },
    async (request) => saveDeviceProfile(ctx, caller(request), request.body),
  );

  app.delete<Id>('/api/deviceProfile/:deviceProfileId', { config: { authorities: T } }, async (request, reply) => {
    await deleteDeviceProfile(ctx, caller(request), parseUuid(request.params.deviceProfileId));
    return reply.send();
  });

  app.post<Id>('/api/deviceProfile/:deviceProfileId/default', { config: { authorities: T } }, async (request) =>
    setDefaultDeviceProfile(ctx, caller(request), parseUuid(request.params.deviceProfileId)),
  );

  app.get<{ Querystring: PageQuery }>(
    '/api/deviceProfiles',
    { config: { authorities: T }, schema: { querystring: pageQuerySchema } },
    async (request) => {
      const link = parsePageLink(request.query, DEVICE_PROFILE.sortColumns);
      return listDeviceProfiles(ctx, caller(request), link);
    },
  );

  app.get<{ Querystring: PageQuery & { transportType?: string } }>(
    '/api/deviceProfileInfos',
    {
      config: { authorities: TC },
      schema: {
        querystring: {
          ...pageQuerySchema,
          properties: { ...pageQuerySchema.properties, transportType: { type: 'string' } },
        },
      },
    },
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
