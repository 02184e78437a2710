import type { Logger } from '../context.js';
import type { DeviceRpcManager } from '../rpc/device-rpc-manager.js';
import type { IngestAdmission } from './admission.js';
import type { DeviceApi } from './device-api.js';
import type { DeviceSessionRegistry } from './sessions.js';

/** What the MQTT and HTTP transports share: the sessions, server-side RPC, the device operations and the log. */
export type TransportLogger = Logger;

export interface TransportServices {
  sessions: DeviceSessionRegistry;
  rpc: DeviceRpcManager;
  api: DeviceApi;
  /** closed while the server is overloaded: device messages wait (MQTT) or are refused (HTTP) */
  admission: IngestAdmission;
  log: TransportLogger;
}
