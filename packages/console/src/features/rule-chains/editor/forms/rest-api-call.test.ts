import { describe, expect, it } from 'vitest';
import { restApiCallConfiguration, restApiCallSchema, restApiCallValues } from './rest-api-call';

/** The node's default configuration in ThingsBoard 3.4.1 (rule-nodes-3.4.1.json). */
const DEFAULT = {
  restEndpointUrlPattern: 'http://localhost/api',
  requestMethod: 'POST',
  headers: { 'Content-Type': 'application/json' },
  useSimpleClientHttpFactory: false,
  readTimeoutMs: 0,
  maxParallelRequestsCount: 0,
  useRedisQueueForMsgPersistence: false,
  trimQueue: false,
  maxQueueSize: 0,
  enableProxy: false,
  useSystemProxyProperties: false,
  proxyHost: null,
  proxyPort: 0,
  proxyUser: null,
  proxyPassword: null,
  proxyScheme: null,
  credentials: { type: 'anonymous' },
  ignoreRequestBody: false,
};

describe('the REST API call form values', () => {
  it("gives back the platform's default configuration unchanged", () => {
    expect(restApiCallConfiguration(DEFAULT, restApiCallValues(DEFAULT))).toEqual(DEFAULT);
  });

  it('stores edited fields with their types: headers as a map, numbers as numbers, empty texts as null', () => {
    const values = {
      ...restApiCallValues(DEFAULT),
      restEndpointUrlPattern: ' https://example.com/devices ',
      requestMethod: 'PUT' as const,
      headers: { 'Content-Type': 'application/json', 'X-Token': 'abc123' },
      readTimeoutMs: '5000',
      enableProxy: true,
      proxyScheme: 'https' as const,
      proxyHost: 'proxy.local',
      proxyPort: '3128',
      proxyUser: '',
      credentialsType: 'basic' as const,
      username: 'robot',
      password: 'secret',
    };
    const configuration = restApiCallConfiguration({ ...DEFAULT, extra: 'kept' }, values);
    expect(configuration).toMatchObject({
      restEndpointUrlPattern: 'https://example.com/devices',
      requestMethod: 'PUT',
      headers: { 'Content-Type': 'application/json', 'X-Token': 'abc123' },
      readTimeoutMs: 5000,
      enableProxy: true,
      proxyScheme: 'https',
      proxyHost: 'proxy.local',
      proxyPort: 3128,
      proxyUser: null,
      credentials: { type: 'basic', username: 'robot', password: 'secret' },
      extra: 'kept',
    });
    expect(restApiCallValues(configuration)).toMatchObject({
      ...values,
      restEndpointUrlPattern: values.restEndpointUrlPattern.trim(),
    });
  });

  it('reads PEM credentials and writes them back', () => {
    const configuration = {
      ...DEFAULT,
      credentials: { type: 'cert.PEM', caCert: 'CA', cert: 'CERT', privateKey: 'KEY', password: null },
    };
    expect(restApiCallConfiguration(configuration, restApiCallValues(configuration))).toEqual(configuration);
  });

  it('refuses an empty URL, a negative timeout, an incomplete header and an own proxy without host', () => {
    const result = restApiCallSchema.safeParse({
      ...restApiCallValues(DEFAULT),
      restEndpointUrlPattern: ' ',
      readTimeoutMs: '-1',
      headersComplete: false,
      enableProxy: true,
      proxyPort: '70000',
    });
    expect(result.success).toBe(false);
    const messages = Object.fromEntries(
      (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]),
    );
    expect(messages).toEqual({
      restEndpointUrlPattern: 'rulenode.endpoint-url-pattern-required',
      readTimeoutMs: 'admin.value-non-negative',
      headersComplete: 'rulenode.headers-incomplete',
      proxyHost: 'rulenode.proxy-host-required',
      proxyPort: 'rulenode.proxy-port-range',
    });
  });

  it('asks for the user name and password of basic credentials only', () => {
    const basic = { ...restApiCallValues(DEFAULT), credentialsType: 'basic' as const };
    expect(restApiCallSchema.safeParse(basic).success).toBe(false);
    expect(restApiCallSchema.safeParse({ ...basic, username: 'u', password: 'p' }).success).toBe(true);
    expect(restApiCallSchema.safeParse(restApiCallValues(DEFAULT)).success).toBe(true);
  });
});
