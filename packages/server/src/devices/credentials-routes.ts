import type { DeviceCredentials } from '@fleetdeck/model';
import type { FastifyInstance } from 'fastify';
import type { Static } from 'typebox';
import { parseUuid } from '../common/validation.js';
import type { AppContext } from '../context.js';
import { caller } from '../http/auth-hook.js';
import { readDeviceCredentials, saveDeviceCredentials } from './credentials.js';
import { DeviceCredentialsBody, DeviceIdParams } from './schemas.js';

export function credentialsRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get<{ Params: Static<typeof DeviceIdParams> }>(
    '/api/device/:deviceId/credentials',
    { config: { authorities: ['TENANT_ADMIN', 'CUSTOMER_USER'] }, schema: { params: DeviceIdParams } },
    async (request) => readDeviceCredentials(ctx, caller(request), parseUuid(request.params.deviceId)),
  );

  app.post<{ Body: Partial<DeviceCredentials> }>(
    '/api/device/credentials',
    { config: { authorities: ['TENANT_ADMIN'] }, schema: { body: DeviceCredentialsBody } },
    async (request) => saveDeviceCredentials(ctx, caller(request), request.body),
  );
}
