import type { SystemInfo } from '@fleetdeck/model';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.js';

const ANY_USER = ['SYS_ADMIN', 'TENANT_ADMIN', 'CUSTOMER_USER'] as const;

/** The platform's default `dashboard.max_datapoints_limit`. */
const MAX_DATAPOINTS_LIMIT = 50000;

export const SYSTEM_INFO: SystemInfo = { version: '3.4.1', artifact: 'fleetdeck-server', name: 'Fleetdeck' };

export function systemRoutes(app: FastifyInstance, _ctx: AppContext): void {
  app.get('/api/edges/enabled', { config: { authorities: ANY_USER } }, async () => true);
  app.get('/api/uiSettings/helpBaseUrl', { config: { authorities: ANY_USER } }, async (_request, reply) =>
    reply.type('text/plain').send('/assets'),
  );
  app.get('/api/dashboard/serverTime', { config: { authorities: ANY_USER } }, async () => Date.now());
  app.get('/api/dashboard/maxDatapointsLimit', { config: { authorities: ANY_USER } }, async () => MAX_DATAPOINTS_LIMIT);
  app.get('/api/system/info', { config: { authorities: ANY_USER } }, async () => SYSTEM_INFO);
}
