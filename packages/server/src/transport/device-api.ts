import type { KvEntry } from '../telemetry/kv.js';
import { kvEntriesToJson } from '../telemetry/parse.js';
import { TransportDisabledError, TransportRateLimitedError } from '../usage/transport-usage.js';
import type { TransportDevice } from './device-identity.js';
import type { DeviceOtaPackage, OtaKind } from './ota.js';

/** A payload that breaks the telemetry value rules (or is not JSON): the transport answers it as the platform does. */
export class PayloadError extends Error {}

/**
 * A device message refused for what the device sent or how much (or how fast): answered as any failed message, and not logged as a
 * server fault, so a device over its tenant's limit cannot fill the log.
 */
export function isDeviceFault(error: unknown): boolean {
  return (
    error instanceof PayloadError ||
    error instanceof TransportDisabledError ||
    error instanceof TransportRateLimitedError
  );
}

/** The client and shared attributes a device asked for; a section is left out when empty. */
export interface AttributesReply {
  client?: KvEntry[];
  shared?: KvEntry[];
}

/** `{"client":{…},"shared":{…}}`, values written as the platform writes them (a DOUBLE 1.0 stays `1.0`). */
export function attributesReplyJson(reply: AttributesReply): string {
  const sections: string[] = [];
  if (reply.client) sections.push(`"client":${kvEntriesToJson(reply.client)}`);
  if (reply.shared) sections.push(`"shared":${kvEntriesToJson(reply.shared)}`);
  return `{${sections.join(',')}}`;
}

/** The outcome of a provisioning request: sent back as it is, on HTTP 200 or on /provision/response. */
export type ProvisionReply =
  | { credentialsValue: unknown; credentialsType: string; status: 'SUCCESS' }
  | { errorMsg: string; status: 'NOT_FOUND' | 'FAILURE' };

/**
 * What a device can do through any transport: the MQTT and HTTP APIs both translate their requests into these calls,
 * so the rules (validation, messages to the rule engine, device activity) live in one place.
 */
export interface DeviceApi {
  /** Resolves once the messages are durably queued; PayloadError when the payload is invalid. */
  postTelemetry(device: TransportDevice, payload: string): Promise<void>;
  postAttributes(device: TransportDevice, payload: string): Promise<void>;
  /** Null key lists mean "all"; with only one list given, the other section stays empty. */
  readAttributes(
    device: TransportDevice,
    clientKeys: string[] | null,
    sharedKeys: string[] | null,
  ): Promise<AttributesReply>;
  /**
   * A client-side RPC (TO_SERVER_RPC_REQUEST): `queued` resolves once the request is durably queued, `reply` with
   * the rule engine's reply as JSON text, or {"error":"timeout"} when none comes in time.
   */
  clientRpc(
    device: TransportDevice,
    sessionId: string,
    requestId: number,
    payload: string,
  ): { queued: Promise<void>; reply: Promise<string> };
  claim(device: TransportDevice, payload: string): Promise<void>;
  provision(payload: string): Promise<ProvisionReply>;
  /** The child device a gateway speaks for: found by name in the gateway's tenant, created with this type if new. */
  gatewayChild(gateway: TransportDevice, name: string, type: string): Promise<TransportDevice>;
  /** The firmware or software package assigned to the device (or its profile), with its file; null when none. */
  otaPackage(device: TransportDevice, kind: OtaKind): Promise<DeviceOtaPackage | null>;
  /** The device showed a sign of life (any message). */
  activity(device: TransportDevice): void;
}
