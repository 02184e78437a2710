import { createHash } from 'node:crypto';
import { badRequest } from '../http/errors.js';

type Json = Record<string, unknown>;

const MODES = ['NO_SEC', 'PSK', 'RPK', 'X509'] as const;
type SecurityMode = (typeof MODES)[number];

function isObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function text(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

const BASE64 = /^[A-Za-z0-9+/=\s]+$/;
const HEX = /^[0-9a-fA-F]+$/;

function mode(value: unknown, what: string): SecurityMode {
  if (!(MODES as readonly unknown[]).includes(value)) {
    throw badRequest(`${what} security mode must be one of ${MODES.join(', ')}!`);
  }
  return value as SecurityMode;
}

function checkClient(client: Json): SecurityMode {
  const clientMode = mode(client.securityConfigClientMode, 'LwM2M client');
  if (!text(client.endpoint)) throw badRequest('LwM2M client endpoint must be specified!');
  if (clientMode === 'PSK') {
    if (!text(client.identity)) {
      throw badRequest('LwM2M client PSK identity must be specified and must be an utf8 string!');
    }
    const key = text(client.key);
    if (!key) throw badRequest('LwM2M client PSK key must be specified!');
    if (!HEX.test(key)) throw badRequest('LwM2M client PSK key must be random sequence in hex encoding!');
    if (key.length % 32 !== 0 || key.length > 128) {
      throw badRequest(
        `LwM2M client PSK key length = ${key.length}. Key must be HexDec format: 32, 64, 128 characters!`,
      );
    }
  } else if (clientMode === 'RPK') {
    const key = text(client.key);
    if (!key) throw badRequest('LwM2M client RPK key must be specified!');
    if (!BASE64.test(key)) throw badRequest('LwM2M client RPK key must be encoded to Base64 format!');
  } else if (clientMode === 'X509') {
    const cert = text(client.cert);
    if (cert && !BASE64.test(cert)) throw badRequest('LwM2M client X509 certificate must be encoded to Base64 format!');
  }
  return clientMode;
}

function checkServer(server: unknown, what: string): void {
  if (!isObject(server)) throw badRequest(`${what} credentials must be specified!`);
  const serverMode = mode(server.securityMode, what);
  if (serverMode === 'NO_SEC') return;
  if (!text(server.clientPublicKeyOrId)) throw badRequest(`${what} client public key or id must be specified!`);
  if (!text(server.clientSecretKey)) throw badRequest(`${what} client secret key must be specified!`);
}

/**
 * LWM2M_CREDENTIALS: the value is JSON {client:{securityConfigClientMode, endpoint, identity?, key?, cert?},
 * bootstrap:{bootstrapServer:{securityMode,…}, lwm2mServer:{securityMode,…}}}. The id the LwM2M transport finds the
 * device by follows the platform: the endpoint (NO_SEC, RPK, X509 without certificate), the PSK identity, or the
 * SHA3-256 of the client certificate.
 */
export function formatLwm2mCredentials(value: unknown): { credentialsId: string; credentialsValue: string } {
  let parsed: unknown = value;
  if (typeof value === 'string') {
    try {
      parsed = JSON.parse(value);
    } catch {
      throw badRequest('Invalid credentials body for LwM2M credentials!');
    }
  }
  if (!isObject(parsed)) throw badRequest('LwM2M credentials must be specified!');
  if (!isObject(parsed.client)) throw badRequest('LwM2M client credentials must be specified!');
  const clientMode = checkClient(parsed.client);
  if (!isObject(parsed.bootstrap)) throw badRequest('LwM2M bootstrap credentials must be specified!');
  checkServer(parsed.bootstrap.bootstrapServer, 'LwM2M bootstrap server');
  checkServer(parsed.bootstrap.lwm2mServer, 'LwM2M lwm2m server');
  const client = parsed.client;
  let credentialsId = text(client.endpoint);
  if (clientMode === 'PSK') credentialsId = text(client.identity);
  if (clientMode === 'X509' && text(client.cert)) {
    credentialsId = createHash('sha3-256').update(text(client.cert), 'utf8').digest('hex');
  }
  return { credentialsId, credentialsValue: JSON.stringify(parsed) };
}
