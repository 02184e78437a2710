import { readFileSync } from 'node:fs';

const read = (name: string) => readFileSync(new URL(`./tls/${name}`, import.meta.url), 'utf8');

/**
 * A test authority and the certificates it signed, for tests of TLS clients against servers started in the test:
 * the server's for 127.0.0.1 and localhost, and a client's whose key is encrypted with `clientKeyPassword`. They
 * protect nothing and are valid for a hundred years.
 */
export const testCertificates = {
  ca: read('ca.pem'),
  serverCert: read('server.pem'),
  serverKey: read('server.key'),
  clientCert: read('client.pem'),
  clientKey: read('client.key'),
  clientKeyPassword: 'client-pw',
};
