/** The topics of the device MQTT API, with the short v2 aliases the platform also accepts. */
export const TOPICS = {
  telemetry: 'v1/devices/me/telemetry',
  attributes: 'v1/devices/me/attributes',
  attributesRequestPrefix: 'v1/devices/me/attributes/request/',
  attributesResponsePrefix: 'v1/devices/me/attributes/response/',
  rpcRequestPrefix: 'v1/devices/me/rpc/request/',
  rpcResponsePrefix: 'v1/devices/me/rpc/response/',
  claim: 'v1/devices/me/claim',
  provisionRequest: '/provision/request',
  provisionResponse: '/provision/response',
  shortTelemetry: ['v2/t', 'v2/t/j'],
  shortAttributes: ['v2/a', 'v2/a/j'],
  shortAttributesRequestPrefix: 'v2/a/req/',
  shortAttributesResponsePrefix: 'v2/a/res/',
  shortRpcRequestPrefix: 'v2/r/req/',
  shortRpcResponsePrefix: 'v2/r/res/',
  gatewayPrefix: 'v1/gateway/',
  gatewayConnect: 'v1/gateway/connect',
  gatewayDisconnect: 'v1/gateway/disconnect',
  gatewayTelemetry: 'v1/gateway/telemetry',
  gatewayAttributes: 'v1/gateway/attributes',
  gatewayAttributesRequest: 'v1/gateway/attributes/request',
  gatewayAttributesResponse: 'v1/gateway/attributes/response',
  gatewayRpc: 'v1/gateway/rpc',
  gatewayClaim: 'v1/gateway/claim',
} as const;

/** Which API form a device used, so answers go back on the same form. */
export type TopicForm = 'v1' | 'v2';

/** What a SUBSCRIBE topic filter means; filters not listed here are refused (SUBACK 0x80). */
export type Subscription =
  | { kind: 'attributes'; form: TopicForm }
  | { kind: 'rpcRequests'; form: TopicForm }
  | { kind: 'passive' };

const SUBSCRIPTIONS = new Map<string, Subscription>(
  Object.entries({
    'v1/devices/me/attributes': { kind: 'attributes', form: 'v1' },
    'v2/a': { kind: 'attributes', form: 'v2' },
    'v2/a/j': { kind: 'attributes', form: 'v2' },
    'v1/devices/me/rpc/request/+': { kind: 'rpcRequests', form: 'v1' },
    'v2/r/req/+': { kind: 'rpcRequests', form: 'v2' },
    'v1/devices/me/attributes/response/+': { kind: 'passive' },
    'v2/a/res/+': { kind: 'passive' },
    'v1/devices/me/rpc/response/+': { kind: 'passive' },
    'v2/r/res/+': { kind: 'passive' },
    'v1/gateway/attributes': { kind: 'passive' },
    'v1/gateway/attributes/response': { kind: 'passive' },
    'v1/gateway/rpc': { kind: 'passive' },
    '/provision/response': { kind: 'passive' },
    'v2/fw/response/+/chunk/+': { kind: 'passive' },
    'v2/sw/response/+/chunk/+': { kind: 'passive' },
    'v2/fw/error': { kind: 'passive' },
    'v2/sw/error': { kind: 'passive' },
  } satisfies Record<string, Subscription>),
);

/** `v2/fw/request/{requestId}/chunk/{n}` (software: `v2/sw/…`): a chunk of the device's package is asked for. */
export const OTA_REQUEST = /^v2\/(fw|sw)\/request\/([^/]+)\/chunk\/(\d+)$/;

export function subscriptionOf(topicFilter: string): Subscription | null {
  return SUBSCRIPTIONS.get(topicFilter) ?? null;
}

/** MQTT topic-filter matching: `+` is one level, a trailing `#` any number of levels (including none). */
export function matchesFilter(filter: string, topic: string): boolean {
  if (filter === topic) return true;
  // Checked for every device message against the profile's topics: a filter without wildcards matches only itself,
  // without splitting either string.
  if (!filter.includes('+') && !filter.includes('#')) return false;
  const filterLevels = filter.split('/');
  const topicLevels = topic.split('/');
  for (let i = 0; i < filterLevels.length; i++) {
    const level = filterLevels[i];
    if (level === '#') return i === filterLevels.length - 1;
    if (i >= topicLevels.length) return false;
    if (level !== '+' && level !== topicLevels[i]) return false;
  }
  return filterLevels.length === topicLevels.length;
}

/** The request id at the end of a topic such as v1/devices/me/rpc/request/7; null when it is not a whole number. */
export function requestIdAfter(topic: string, prefix: string): number | null {
  const text = topic.slice(prefix.length);
  if (!/^-?\d+$/.test(text)) return null;
  const id = Number(text);
  return Number.isSafeInteger(id) && id >= -2147483648 && id <= 2147483647 ? id : null;
}
