import { describe, expect, it } from 'vitest';
import { proxyOf } from './proxy-settings.js';

describe('proxy of the node settings', () => {
  it('is none unless enabled', () => {
    expect(proxyOf({ proxyHost: 'proxy.local', proxyPort: 3128 }, false)).toBeNull();
  });

  it('takes the configured proxy with its scheme and user', () => {
    const config = {
      enableProxy: true,
      proxyScheme: 'https',
      proxyHost: 'proxy.local',
      proxyPort: '8443',
      proxyUser: 'u',
      proxyPassword: 'p',
    };
    expect(proxyOf(config, true)).toEqual({
      scheme: 'https',
      host: 'proxy.local',
      port: 8443,
      user: 'u',
      password: 'p',
    });
  });

  it("takes the process's own proxy for the target's scheme with the system switch", () => {
    const env = { http_proxy: 'http://plain.local:3128', HTTPS_PROXY: 'http://a%40b:pw@secure.local:8080' };
    const config = { enableProxy: true, useSystemProxyProperties: true };
    expect(proxyOf(config, false, env)).toEqual({ scheme: 'http', host: 'plain.local', port: 3128 });
    expect(proxyOf(config, true, env)).toEqual({
      scheme: 'http',
      host: 'secure.local',
      port: 8080,
      user: 'a@b',
      password: 'pw',
    });
    expect(proxyOf(config, false, {})).toBeNull();
  });

  it('refuses an enabled proxy without a port', () => {
    expect(() => proxyOf({ enableProxy: true, proxyHost: 'proxy.local' }, false)).toThrow("Proxy port can't be empty");
  });
});
