import type { FastifyInstance } from 'fastify';
import type { DeviceMessageType, ServerMetrics } from './server-metrics.js';

const DEVICE_MESSAGE_ROUTES: Record<string, DeviceMessageType> = {
  '/api/v1/:token/telemetry': 'telemetry',
  '/api/v1/:token/attributes': 'attributes',
};

/** Counts the device HTTP API's telemetry and attribute posts as they arrive, whatever their answer. */
export function countHttpDeviceMessages(app: FastifyInstance, metrics: ServerMetrics): void {
  app.addHook('onRequest', async (request) => {
    if (request.method !== 'POST') return;
    const type = DEVICE_MESSAGE_ROUTES[request.routeOptions.url ?? ''];
    if (type) metrics.httpDeviceMessage(type);
  });
}
