import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../context.js';
import { readGeneralSettings } from './store.js';

/** Links in mail use the request's own address, unless the general settings pin the base URL. */
export async function baseUrl(ctx: Pick<AppContext, 'db'>, request: FastifyRequest): Promise<string> {
  const general = await readGeneralSettings(ctx.db);
  if (general.prohibitDifferentUrl && general.baseUrl) return general.baseUrl.replace(/\/$/, '');
  return `${request.protocol}://${request.host}`;
}
