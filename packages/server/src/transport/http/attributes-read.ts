import { attributesReplyJson, type DeviceApi } from '../device-api.js';
import type { TransportDevice } from '../device-identity.js';

function keyList(raw: string | undefined): string[] | null {
  return raw ? raw.split(',') : null;
}

/**
 * `GET /api/v1/{token}/attributes`: the device's client and shared attributes as JSON text. Without either key list
 * both sections are read whole; with only one given, the other section stays empty.
 */
export function readAttributesJson(
  api: DeviceApi,
  device: TransportDevice,
  rawClientKeys: string | undefined,
  rawSharedKeys: string | undefined,
): Promise<string> {
  api.activity(device);
  const clientKeys = keyList(rawClientKeys);
  const sharedKeys = keyList(rawSharedKeys);
  const bothEmpty = clientKeys === null && sharedKeys === null;
  return api
    .readAttributes(device, bothEmpty ? null : (clientKeys ?? []), bothEmpty ? null : (sharedKeys ?? []))
    .then(attributesReplyJson);
}
