import type { SystemInfo } from '@fleetdeck/model';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.js';

const ANY_USER = ['SYS_ADMIN', 'TENANT_ADMIN', 'CUSTOMER_USER'] as const;

export const SYSTEM_INFO: SystemInfo = { version: '3.4.1', artifact: 'fleetdeck-server', name: 'Fleetdeck' };

export function systemRoutes(app: FastifyInstance, _ctx: AppContext): void {
  app.get('/api/edges/enabled', { config: { authorities: ANY_USER } }, async () => true);
  app.get('/api/uiSettings/helpBaseUrl', { config: { authorities: ANY_USER } }, async (_request, reply) =>
    reply.type('text/plain').send('/assets'),
  );
  app.get('/api/system/info', { config: { authorities: ANY_USER } }, async () => SYSTEM_INFO);
}
