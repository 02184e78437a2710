import { parseTelemetry, toTsKvEntries } from '../../telemetry/parse.js';
import { MSG_TYPES } from '../message.js';
import { failure, type NodeFactory, success } from '../node.js';

/** The time of points the data gives none: metadata ts (unparsable: -1, as the platform), else the message's. */
function messageTs(metadata: Record<string, string>, fallback: number): number {
  const text = metadata.ts;
  if (!text) return fallback;
  return /^[+-]?\d+$/.test(text) ? Number(text) : -1;
}

/**
 * org.thingsboard.rule.engine.telemetry.TbMsgTimeseriesNode: stores the points of a Post telemetry message (§12
 * forms; a null value fails the message) and answers Success once they are committed. TTL: metadata TTL, else
 * defaultTTL; 0 takes the tenant profile's defaultStorageTtlDays.
 */
export const tbMsgTimeseriesNode: NodeFactory = (definition) => {
  const defaultTtl = Number(definition.configuration.defaultTTL ?? 0) || 0;
  return async (msg, { app }) => {
    if (msg.type !== MSG_TYPES.postTelemetry) {
      return failure(msg, new Error(`Unsupported msg type: ${msg.type}`));
    }
    const groups = parseTelemetry(msg.data, { ts: messageTs(msg.metadata, msg.ts), nulls: 'reject' });
    if (groups.length === 0) return failure(msg, new Error(`Msg body is empty: ${msg.data}`));
    const ttlText = msg.metadata.TTL;
    const ttl = ttlText ? Number.parseInt(ttlText, 10) : defaultTtl;
    await app.telemetry.saveTimeseries(
      msg.tenantId,
      msg.originator,
      toTsKvEntries(groups),
      Number.isFinite(ttl) ? ttl : 0,
    );
    return success(msg);
  };
};
