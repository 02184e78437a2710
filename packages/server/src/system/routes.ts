import type { DeviceEndpoints, SystemInfo } from '@fleetdeck/model';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.js';

const ANY_USER = ['SYS_ADMIN', 'TENANT_ADMIN', 'CUSTOMER_USER'] as const;

export const SYSTEM_INFO: SystemInfo = { version: '3.4.1', artifact: 'fleetdeck-server', name: 'Fleetdeck' };

export function systemRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/api/edges/enabled', { config: { authorities: ANY_USER } }, async () => true);
  app.get('/api/uiSettings/helpBaseUrl', { config: { authorities: ANY_USER } }, async (_request, reply) =>
    reply.type('text/plain').send('/assets'),
  );
  app.get('/api/system/info', { config: { authorities: ANY_USER } }, async () => SYSTEM_INFO);
  // Devices reach the MQTT API on the console's host; its port is the server's setting (MQTT_PORT, 0: off).
  app.get(
    '/api/system/deviceEndpoints',
    { config: { authorities: ANY_USER } },
    async (): Promise<DeviceEndpoints> => ({ mqttPort: ctx.transport.mqttPort }),
  );
}
