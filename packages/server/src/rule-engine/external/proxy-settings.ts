import { booleanOf, stringOf } from '../configuration.js';
import { numberOf, presentText } from './external-config.js';
import { namedError } from './external-failure.js';
import type { HttpProxy } from './http-request.js';

/** The proxy the process environment names for a target scheme (https_proxy, http_proxy, either case), or null. */
function environmentProxy(secure: boolean, env: NodeJS.ProcessEnv): HttpProxy | null {
  const text = secure
    ? (env.https_proxy ?? env.HTTPS_PROXY ?? env.http_proxy ?? env.HTTP_PROXY)
    : (env.http_proxy ?? env.HTTP_PROXY);
  if (!text) return null;
  const url = new URL(text);
  const scheme = url.protocol === 'https:' ? 'https' : 'http';
  return {
    scheme,
    host: url.hostname,
    port: Number(url.port) || (scheme === 'https' ? 443 : 80),
    ...(url.username ? { user: decodeURIComponent(url.username), password: decodeURIComponent(url.password) } : {}),
  };
}

/**
 * The proxy of a node's settings for a target: none unless `enableProxy`; the process's own proxy settings with
 * `useSystemProxyProperties`; else the configured host and port, which must both be set.
 */
export function proxyOf(
  config: Record<string, unknown>,
  secure: boolean,
  env: NodeJS.ProcessEnv = process.env,
): HttpProxy | null {
  if (!booleanOf(config.enableProxy, false)) return null;
  if (booleanOf(config.useSystemProxyProperties, false)) return environmentProxy(secure, env);
  const host = presentText(config.proxyHost);
  const port = numberOf(config.proxyPort, 0);
  if (!host) throw namedError('IllegalArgumentException', "Proxy host can't be empty");
  if (port <= 0) throw namedError('IllegalArgumentException', "Proxy port can't be empty");
  const user = presentText(config.proxyUser);
  return {
    scheme: stringOf(config.proxyScheme, 'http').toLowerCase() === 'https' ? 'https' : 'http',
    host,
    port,
    ...(user ? { user, password: stringOf(config.proxyPassword) } : {}),
  };
}
