import { stringOf } from '../configuration.js';
import { objectOf, presentText } from './external-config.js';
import type { HttpTlsOptions } from './http-request.js';

/**
 * The credentials of the REST API call and MQTT nodes: `anonymous`, `basic` with a user name and password, or
 * `cert.PEM` with a trusted authority, a client certificate, its private key and the key's password (all PEM text).
 */
export type NodeCredentials =
  | { type: 'anonymous' }
  | { type: 'basic'; username: string; password: string }
  | { type: 'cert.PEM'; tls: HttpTlsOptions };

export function credentialsOf(value: unknown): NodeCredentials {
  const stored = objectOf(value);
  const type = stringOf(stored.type, 'anonymous');
  if (type === 'basic') {
    return { type, username: stringOf(stored.username), password: stringOf(stored.password) };
  }
  if (type === 'cert.PEM') {
    const tls: HttpTlsOptions = {};
    const ca = presentText(stored.caCert);
    const cert = presentText(stored.cert);
    const key = presentText(stored.privateKey);
    const passphrase = presentText(stored.password);
    if (ca) tls.ca = ca;
    if (cert) tls.cert = cert;
    if (key) tls.key = key;
    if (passphrase) tls.passphrase = passphrase;
    return { type, tls };
  }
  return { type: 'anonymous' };
}
