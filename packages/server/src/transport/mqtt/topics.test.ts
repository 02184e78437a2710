import { describe, expect, it } from 'vitest';
import { matchesFilter, OTA_REQUEST, requestIdAfter, subscriptionOf } from './topics.js';

describe('MQTT topic filters', () => {
  it('match a level with + and the rest with a trailing #', () => {
    expect(matchesFilter('v1/devices/me/telemetry', 'v1/devices/me/telemetry')).toBe(true);
    expect(matchesFilter('sensors/+/data', 'sensors/kitchen/data')).toBe(true);
    expect(matchesFilter('sensors/+/data', 'sensors/kitchen/hall/data')).toBe(false);
    expect(matchesFilter('sensors/#', 'sensors')).toBe(true);
    expect(matchesFilter('sensors/#', 'sensors/a/b')).toBe(true);
    expect(matchesFilter('sensors/+', 'sensors')).toBe(false);
    expect(matchesFilter('v1/devices/me/attributes', 'v1/devices/me/telemetry')).toBe(false);
    expect(matchesFilter('v1/devices/me', 'v1/devices/me/telemetry')).toBe(false);
  });

  it('read the request id at the end of a request topic, whole numbers only', () => {
    expect(requestIdAfter('v1/devices/me/rpc/request/42', 'v1/devices/me/rpc/request/')).toBe(42);
    expect(requestIdAfter('v1/devices/me/rpc/request/abc', 'v1/devices/me/rpc/request/')).toBeNull();
    expect(requestIdAfter('v1/devices/me/rpc/request/99999999999', 'v1/devices/me/rpc/request/')).toBeNull();
  });

  it('know the subscriptions of the device API and nothing else', () => {
    expect(subscriptionOf('v1/devices/me/attributes')).toEqual({ kind: 'attributes', form: 'v1' });
    expect(subscriptionOf('v2/r/req/+')).toEqual({ kind: 'rpcRequests', form: 'v2' });
    expect(subscriptionOf('v1/gateway/rpc')).toEqual({ kind: 'passive' });
    expect(subscriptionOf('#')).toBeNull();
    expect(subscriptionOf('constructor')).toBeNull();
  });

  it('recognise firmware and software chunk requests', () => {
    expect(OTA_REQUEST.exec('v2/fw/request/7/chunk/3')?.slice(1)).toEqual(['fw', '7', '3']);
    expect(OTA_REQUEST.exec('v2/sw/request/ab/chunk/0')?.slice(1)).toEqual(['sw', 'ab', '0']);
    expect(OTA_REQUEST.exec('v2/fw/request/7/chunk/x')).toBeNull();
  });
});
