import type { Aggregation } from '../../telemetry/aggregation.js';
import type { TsKvEntry } from '../../telemetry/kv.js';
import { valueAsJson, valueAsString } from '../../telemetry/values.js';
import { stringListOf, stringOf } from '../configuration.js';
import { CORE_CONFIG_UI, failure, type NodeFactory, type RuleNodeDescriptor, success } from '../node.js';
import { processPattern } from '../pattern.js';
import { telemetryInterval } from '../telemetry-interval.js';

/** TbGetTelemetryNodeConfiguration. */
export type TbGetTelemetryNodeConfiguration = {
  startInterval: number;
  endInterval: number;
  startIntervalPattern: string;
  endIntervalPattern: string;
  useMetadataIntervalPatterns: boolean;
  startIntervalTimeUnit: string;
  endIntervalTimeUnit: string;
  fetchMode: string;
  orderBy: string;
  aggregation: string;
  limit: number;
  latestTsKeyNames: string[];
};

/** The most points of one key the node puts into the metadata. */
const MAX_FETCH_SIZE = 1000;
const AGGREGATIONS: readonly string[] = ['MIN', 'MAX', 'AVG', 'SUM', 'COUNT', 'NONE'];

export const descriptor: RuleNodeDescriptor<TbGetTelemetryNodeConfiguration> = {
  type: 'ENRICHMENT',
  name: 'originator telemetry',
  clazz: 'org.thingsboard.rule.engine.metadata.TbGetTelemetryNode',
  scope: 'TENANT',
  ruleChainTypes: ['CORE', 'EDGE'],
  configurationDescriptor: {
    nodeDefinition: {
      details:
        'The node allows you to select fetch mode: <b>FIRST/LAST/ALL</b> to fetch telemetry of certain time range ' +
        'that are added into Message metadata without any prefix. If selected fetch mode <b>ALL</b> Telemetry will ' +
        'be added like array into Message Metadata where <b>key</b> is Timestamp and <b>value</b> is value of ' +
        'Telemetry.<br>If selected fetch mode <b>FIRST</b> or <b>LAST</b> Telemetry will be added like string ' +
        'without Timestamp.<br>Also, the rule node allows you to select telemetry sampling order: <b>ASC</b> or ' +
        '<b>DESC</b>. <br>Aggregation feature allows you to fetch aggregated telemetry as a single value by ' +
        '<b>AVG, COUNT, SUM, MIN, MAX, NONE</b>. <br><b>Note</b>: The maximum size of the fetched array is 1000 ' +
        'records.\n ',
      description: 'Add Message Originator Telemetry for selected time range into Message Metadata\n',
      inEnabled: true,
      outEnabled: true,
      relationTypes: ['Success', 'Failure'],
      customRelations: false,
      ruleChainNode: false,
      defaultConfiguration: {
        startInterval: 2,
        endInterval: 1,
        startIntervalPattern: '',
        endIntervalPattern: '',
        useMetadataIntervalPatterns: false,
        startIntervalTimeUnit: 'MINUTES',
        endIntervalTimeUnit: 'MINUTES',
        fetchMode: 'FIRST',
        orderBy: 'ASC',
        aggregation: 'NONE',
        limit: 1000,
        latestTsKeyNames: [],
      },
      uiResources: [CORE_CONFIG_UI],
      configDirective: 'tbEnrichmentNodeGetTelemetryFromDatabase',
      icon: '',
      iconUrl: '',
      docUrl: '',
    },
  },
};

/** One point of an ALL answer: `{"ts":…,"value":…}` with the value in its stored type. */
const pointJson = (entry: TsKvEntry) => `{"ts":${entry.ts},"value":${valueAsJson(entry.value)}}`;

/**
 * Reads the originator's time series of the keys (templates filled from the message) within the interval into the
 * metadata under each key: FIRST the oldest value, LAST the newest, ALL a JSON array of `{ts, value}` in the
 * configured order (at most `limit`, 1000 when 0). A single value is written as the platform writes it, as a JSON
 * string with its quotes. An aggregation other than NONE makes the whole interval one bucket. Keys without points
 * are left out. No keys, or interval patterns the metadata cannot fill, go to Failure.
 */
export const create: NodeFactory = (definition) => {
  const { configuration } = definition;
  const keyNames = stringListOf(configuration.latestTsKeyNames);
  const fetchMode = stringOf(configuration.fetchMode, 'FIRST');
  const aggregation = stringOf(configuration.aggregation, 'NONE');
  const configuredLimit = typeof configuration.limit === 'number' ? Math.trunc(configuration.limit) : 0;
  const all = fetchMode === 'ALL';
  const limit = all ? Math.min(configuredLimit > 0 ? configuredLimit : MAX_FETCH_SIZE, MAX_FETCH_SIZE) : 1;
  const orderBy = all
    ? stringOf(configuration.orderBy, 'ASC') === 'DESC'
      ? 'DESC'
      : 'ASC'
    : fetchMode === 'FIRST'
      ? 'ASC'
      : 'DESC';

  return async (msg, { app }) => {
    if (keyNames.length === 0) return failure(msg, new Error('Telemetry is not selected!'));
    try {
      if (!AGGREGATIONS.includes(aggregation)) {
        throw new Error(`No enum constant org.thingsboard.server.common.data.kv.Aggregation.${aggregation}`);
      }
      const { startTs, endTs } = telemetryInterval(configuration, msg);
      const keys = [...new Set(keyNames.map((name) => processPattern(name, msg)))];
      const aggregated = aggregation !== 'NONE';
      const points = await app.telemetry.range(msg.originator, keys, {
        startTs,
        endTs,
        limit,
        orderBy,
        interval: aggregated ? endTs - startTs : 0,
        agg: aggregation as Aggregation,
      });
      const metadata = { ...msg.metadata };
      for (const key of keys) {
        const found = points[key] ?? [];
        const [first] = found;
        if (!first) continue;
        metadata[key] = all ? `[${found.map(pointJson).join(',')}]` : JSON.stringify(valueAsString(first.value));
      }
      return success({ ...msg, metadata });
    } catch (error) {
      return failure(msg, error);
    }
  };
};
