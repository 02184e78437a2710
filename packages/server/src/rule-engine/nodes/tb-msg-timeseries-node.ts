import { parseTelemetry, toTsKvEntries } from '../../telemetry/parse.js';
import { storageDataPointDays } from '../../usage/storage-data-points.js';
import { MSG_TYPES } from '../message.js';
import { CORE_CONFIG_UI, failure, type NodeFactory, type RuleNodeDescriptor, success } from '../node.js';

/** TbMsgTimeseriesNodeConfiguration. skipLatestPersistence and useServerTs are kept but not acted on yet. */
export type TbMsgTimeseriesNodeConfiguration = {
  defaultTTL: number;
  skipLatestPersistence: boolean;
  useServerTs: boolean;
};

export const descriptor: RuleNodeDescriptor<TbMsgTimeseriesNodeConfiguration> = {
  type: 'ACTION',
  name: 'save timeseries',
  clazz: 'org.thingsboard.rule.engine.telemetry.TbMsgTimeseriesNode',
  scope: 'TENANT',
  ruleChainTypes: ['CORE', 'EDGE'],
  configurationDescriptor: {
    nodeDefinition: {
      details:
        "Saves timeseries telemetry data based on configurable TTL parameter. Expects messages with 'POST_TELEMETRY_REQUEST' message type. " +
        "Timestamp in milliseconds will be taken from metadata.ts, otherwise 'now' message timestamp will be applied. " +
        "Allows stopping updating values for incoming keys in the latest ts_kv table if 'skipLatestPersistence' is set to true.\n " +
        '<br/>' +
        "Enable 'useServerTs' param to use the timestamp of the message processing instead of the timestamp from the message. " +
        'Useful for all sorts of sequential processing if you merge messages from multiple sources (devices, assets, etc).\n' +
        '<br/>' +
        'In the case of sequential processing, the platform guarantees that the messages are processed in the order of their submission to the queue. ' +
        'However, the timestamp of the messages originated by multiple devices/servers may be unsynchronized long before they are pushed to the queue. ' +
        'The DB layer has certain optimizations to ignore the updates of the "attributes" and "latest values" tables if the new record has a timestamp that is older than the previous record. ' +
        'So, to make sure that all the messages will be processed correctly, one should enable this parameter for sequential message processing scenarios.',
      description: 'Saves timeseries data',
      inEnabled: true,
      outEnabled: true,
      relationTypes: ['Success', 'Failure'],
      customRelations: false,
      ruleChainNode: false,
      defaultConfiguration: { defaultTTL: 0, skipLatestPersistence: false, useServerTs: false },
      uiResources: [CORE_CONFIG_UI],
      configDirective: 'tbActionNodeTimeseriesConfig',
      icon: 'file_upload',
      iconUrl: '',
      docUrl: '',
    },
  },
};

/** The time of points the data gives none: metadata ts (unparsable: -1, as the platform), else the message's. */
function messageTs(metadata: Record<string, string>, fallback: number): number {
  const text = metadata.ts;
  if (!text) return fallback;
  return /^[+-]?\d+$/.test(text) ? Number(text) : -1;
}

/** The platform's refusal once the tenant's stored data point days reached the month's limit. */
const STORAGE_DISABLED = 'DB storage writes are disabled due to API limits!';

/**
 * Stores the points of a Post telemetry message (every form a device may post; a null value fails the message) and
 * answers Success once they are committed. TTL: metadata TTL, else defaultTTL; 0 takes the tenant profile's
 * defaultStorageTtlDays. The data point days stored count in the tenant's API usage (a TTL of 0 as one day), and a
 * tenant over its maxDPStorageDays has the message fail.
 */
export const create: NodeFactory = (definition) => {
  const defaultTtl = Number(definition.configuration.defaultTTL ?? 0) || 0;
  return async (msg, { app }) => {
    if (msg.type !== MSG_TYPES.postTelemetry) {
      return failure(msg, new Error(`Unsupported msg type: ${msg.type}`));
    }
    const groups = parseTelemetry(msg.data, { ts: messageTs(msg.metadata, msg.ts), nulls: 'reject' });
    if (groups.length === 0) return failure(msg, new Error(`Msg body is empty: ${msg.data}`));
    if (!app.apiUsage.enabled(msg.tenantId, 'DB')) return failure(msg, new Error(STORAGE_DISABLED));
    const ttlText = msg.metadata.TTL;
    const parsedTtl = ttlText ? Number.parseInt(ttlText, 10) : defaultTtl;
    const ttl = Number.isFinite(parsedTtl) ? parsedTtl : 0;
    const entries = toTsKvEntries(groups);
    await app.telemetry.saveTimeseries(msg.tenantId, msg.originator, entries, ttl);
    app.apiUsage.add(msg.tenantId, 'DB', storageDataPointDays(entries, ttl));
    return success(msg);
  };
};
