import type { AppContext } from '../context.js';
import type { DeviceRpcManager } from '../rpc/device-rpc-manager.js';
import { MSG_TYPES, type TbMsg } from '../rule-engine/message.js';
import { parseDeviceAttributes, parseTelemetry, toTsKvEntries } from '../telemetry/parse.js';
import type { MessageSink } from './device-operations.js';

/**
 * What the root rule chain does with device messages (save time series, save client attributes, send server-side
 * RPC), for as long as the rule engine is not part of this branch.
 */
export class RootChainStandIn implements MessageSink {
  constructor(
    private readonly ctx: AppContext,
    private readonly rpc: DeviceRpcManager,
  ) {}

  async push(msg: TbMsg): Promise<void> {
    if (msg.type === MSG_TYPES.postTelemetry) {
      const ts = Number(msg.metadata.ts ?? msg.ts);
      const entries = toTsKvEntries(parseTelemetry(msg.data, { ts, nulls: 'skip' }));
      await this.ctx.telemetry.saveTimeseries(msg.tenantId, msg.originator, entries);
    } else if (msg.type === MSG_TYPES.postAttributes) {
      const now = Date.now();
      const entries = parseDeviceAttributes(msg.data).map((entry) => ({ ...entry, lastUpdateTs: now }));
      await this.ctx.telemetry.saveAttributes(msg.tenantId, msg.originator, 'CLIENT_SCOPE', entries);
    } else if (msg.type === MSG_TYPES.rpcCallFromServer) {
      const data = JSON.parse(msg.data) as { method: string; params: unknown; additionalInfo?: string | null };
      const meta = msg.metadata;
      this.rpc
        .sendToDevice({
          tenantId: msg.tenantId,
          deviceId: msg.originator.id,
          requestId: 0,
          method: data.method,
          params: typeof data.params === 'string' ? data.params : JSON.stringify(data.params),
          oneway: meta.oneway === 'true',
          expirationTime: Number(meta.expirationTime),
          persistent: meta.persistent === 'true',
          retries: meta.retries ? Number(meta.retries) : null,
          requestUUID: meta.requestUUID,
          additionalInfo: data.additionalInfo ? JSON.parse(data.additionalInfo) : null,
        })
        .catch((error: unknown) => this.ctx.log.error({ err: error }, 'server-side RPC failed'));
    }
  }
}
