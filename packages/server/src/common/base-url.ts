import type { FastifyRequest } from 'fastify';
import { readGeneralSettings } from '../settings/store.js';
import type { Db } from '../storage/schema.js';

/** Links in mail use the request's own address, unless the general settings pin the base URL (§3.2). */
export async function baseUrl(db: Db, request: FastifyRequest): Promise<string> {
  const general = await readGeneralSettings(db);
  if (general.prohibitDifferentUrl && general.baseUrl) return general.baseUrl.replace(/\/$/, '');
  return `${request.protocol}://${request.host}`;
}
