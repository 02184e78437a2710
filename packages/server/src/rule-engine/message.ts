import type { EntityId } from '@fleetdeck/model';

/** Message types of the rule engine, named as the 3.4.1 platform names them in the message type switch. */
export const MSG_TYPES = {
  postTelemetry: 'POST_TELEMETRY_REQUEST',
  postAttributes: 'POST_ATTRIBUTES_REQUEST',
  toServerRpc: 'TO_SERVER_RPC_REQUEST',
  rpcCallFromServer: 'RPC_CALL_FROM_SERVER_TO_DEVICE',
  connect: 'CONNECT_EVENT',
  disconnect: 'DISCONNECT_EVENT',
  activity: 'ACTIVITY_EVENT',
  inactivity: 'INACTIVITY_EVENT',
} as const;

/** A platform message: what a device (or the platform) said, about whom, with string metadata and JSON data. */
export interface TbMsg {
  id: string;
  ts: number;
  type: string;
  originator: EntityId;
  tenantId: string;
  /** the originator's customer, NULL_UUID when none */
  customerId: string;
  /** e.g. deviceName, deviceType, ts, requestId */
  metadata: Record<string, string>;
  /** JSON text */
  data: string;
  /**
   * The chain the message enters, when its maker chose one: what the rule engine says about a device's alarm goes to
   * the device profile's default chain. Without it (or when that chain is gone) the engine picks the chain by the
   * originator.
   */
  ruleChainId?: string;
}
