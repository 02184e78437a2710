import { z } from 'zod';

export const REST_API_CALL_NODE = 'org.thingsboard.rule.engine.rest.TbRestApiCallNode';

/** The methods the platform's REST API call node offers. */
export const REQUEST_METHODS = ['GET', 'POST', 'PUT', 'DELETE'] as const;
export const PROXY_SCHEMES = ['http', 'https'] as const;
/** The credentials the node signs its requests with, as `credentials.type` names them. */
export const CREDENTIALS_TYPES = ['anonymous', 'basic', 'cert.PEM'] as const;

const whole = /^\d+$/;
const nonNegative = z.string().trim().regex(whole, 'admin.value-non-negative');

export const restApiCallSchema = z
  .object({
    restEndpointUrlPattern: z.string().trim().min(1, 'rulenode.endpoint-url-pattern-required'),
    requestMethod: z.enum(REQUEST_METHODS),
    headers: z.record(z.string(), z.string()),
    /** false while a header row lacks its name or value */
    headersComplete: z.boolean(),
    useSimpleClientHttpFactory: z.boolean(),
    ignoreRequestBody: z.boolean(),
    readTimeoutMs: nonNegative,
    maxParallelRequestsCount: nonNegative,
    useRedisQueueForMsgPersistence: z.boolean(),
    trimQueue: z.boolean(),
    maxQueueSize: nonNegative,
    enableProxy: z.boolean(),
    useSystemProxyProperties: z.boolean(),
    proxyScheme: z.string(),
    proxyHost: z.string(),
    proxyPort: z.string(),
    proxyUser: z.string(),
    proxyPassword: z.string(),
    credentialsType: z.enum(CREDENTIALS_TYPES),
    username: z.string(),
    password: z.string(),
    caCert: z.string(),
    cert: z.string(),
    privateKey: z.string(),
  })
  .superRefine((values, context) => {
    if (!values.headersComplete) {
      context.addIssue({ code: 'custom', path: ['headersComplete'], message: 'rulenode.headers-incomplete' });
    }
    // the proxy's own fields count only when the node uses a proxy of its own
    if (values.enableProxy && !values.useSystemProxyProperties && !values.useSimpleClientHttpFactory) {
      if (values.proxyHost.trim() === '') {
        context.addIssue({ code: 'custom', path: ['proxyHost'], message: 'rulenode.proxy-host-required' });
      }
      const port = values.proxyPort.trim();
      if (!(whole.test(port) && Number(port) >= 1 && Number(port) <= 65535)) {
        context.addIssue({ code: 'custom', path: ['proxyPort'], message: 'rulenode.proxy-port-range' });
      }
    }
    if (values.credentialsType === 'basic') {
      if (values.username.trim() === '') {
        context.addIssue({ code: 'custom', path: ['username'], message: 'rulenode.username-required' });
      }
      if (values.password === '') {
        context.addIssue({ code: 'custom', path: ['password'], message: 'rulenode.password-required' });
      }
    }
  });

export type RestApiCallValues = z.input<typeof restApiCallSchema>;

const text = (value: unknown) => (typeof value === 'string' ? value : '');
const numberText = (value: unknown) => (typeof value === 'number' ? String(value) : '0');
const flag = (value: unknown) => value === true;
const nullIfEmpty = (value: string) => (value.trim() === '' ? null : value.trim());

function oneOf<T extends string>(options: readonly T[], value: unknown, fallback: T): T {
  return options.includes(value as T) ? (value as T) : fallback;
}

/** The form's values of a node's configuration; what it lacks takes the platform's default. */
export function restApiCallValues(configuration: Record<string, unknown>): RestApiCallValues {
  const credentials = (configuration.credentials ?? {}) as Record<string, unknown>;
  const headers = (configuration.headers ?? {}) as Record<string, string>;
  return {
    restEndpointUrlPattern: text(configuration.restEndpointUrlPattern),
    requestMethod: oneOf(REQUEST_METHODS, configuration.requestMethod, 'POST'),
    headers: { ...headers },
    headersComplete: true,
    useSimpleClientHttpFactory: flag(configuration.useSimpleClientHttpFactory),
    ignoreRequestBody: flag(configuration.ignoreRequestBody),
    readTimeoutMs: numberText(configuration.readTimeoutMs),
    maxParallelRequestsCount: numberText(configuration.maxParallelRequestsCount),
    useRedisQueueForMsgPersistence: flag(configuration.useRedisQueueForMsgPersistence),
    trimQueue: flag(configuration.trimQueue),
    maxQueueSize: numberText(configuration.maxQueueSize),
    enableProxy: flag(configuration.enableProxy),
    useSystemProxyProperties: flag(configuration.useSystemProxyProperties),
    proxyScheme: oneOf(PROXY_SCHEMES, configuration.proxyScheme, 'http'),
    proxyHost: text(configuration.proxyHost),
    proxyPort: numberText(configuration.proxyPort),
    proxyUser: text(configuration.proxyUser),
    proxyPassword: text(configuration.proxyPassword),
    credentialsType: oneOf(CREDENTIALS_TYPES, credentials.type, 'anonymous'),
    username: text(credentials.username),
    password: text(credentials.password),
    caCert: text(credentials.caCert),
    cert: text(credentials.cert),
    privateKey: text(credentials.privateKey),
  };
}

function credentialsOf(values: RestApiCallValues): Record<string, unknown> {
  switch (values.credentialsType) {
    case 'basic':
      return { type: 'basic', username: values.username.trim(), password: values.password };
    case 'cert.PEM':
      return {
        type: 'cert.PEM',
        caCert: nullIfEmpty(values.caCert),
        cert: nullIfEmpty(values.cert),
        privateKey: nullIfEmpty(values.privateKey),
        password: values.password === '' ? null : values.password,
      };
    default:
      return { type: 'anonymous' };
  }
}

/**
 * The node's configuration from the form, in the platform's shape (numbers as numbers, empty proxy texts as null,
 * headers as a map); keys the form does not show are kept from the configuration it started from.
 */
export function restApiCallConfiguration(
  original: Record<string, unknown>,
  values: RestApiCallValues,
): Record<string, unknown> {
  const ownProxy = values.enableProxy && !values.useSystemProxyProperties;
  return {
    ...original,
    restEndpointUrlPattern: values.restEndpointUrlPattern.trim(),
    requestMethod: values.requestMethod,
    headers: values.headers,
    useSimpleClientHttpFactory: values.useSimpleClientHttpFactory,
    ignoreRequestBody: values.ignoreRequestBody,
    readTimeoutMs: Number(values.readTimeoutMs),
    maxParallelRequestsCount: Number(values.maxParallelRequestsCount),
    useRedisQueueForMsgPersistence: values.useRedisQueueForMsgPersistence,
    trimQueue: values.trimQueue,
    maxQueueSize: Number(values.maxQueueSize),
    enableProxy: values.enableProxy,
    useSystemProxyProperties: values.useSystemProxyProperties,
    // the scheme select always has a value; it is stored only for a proxy of the node's own
    proxyScheme: ownProxy ? values.proxyScheme : (original.proxyScheme ?? null),
    proxyHost: nullIfEmpty(values.proxyHost),
    proxyPort: Number(values.proxyPort) || 0,
    proxyUser: nullIfEmpty(values.proxyUser),
    proxyPassword: values.proxyPassword === '' ? null : values.proxyPassword,
    credentials: credentialsOf(values),
  };
}
