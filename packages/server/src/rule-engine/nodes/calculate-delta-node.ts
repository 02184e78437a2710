import { fromJsonText } from '../../common/json.js';
import type { TsKvEntry } from '../../telemetry/kv.js';
import { booleanOf, stringOf } from '../configuration.js';
import { roundHalfUp } from '../decimal.js';
import { findRuleNodeState, saveRuleNodeState } from '../device-profile/state-store.js';
import { MSG_TYPES, type TbMsg } from '../message.js';
import { CORE_CONFIG_UI, failure, type NodeFactory, type RuleNodeDescriptor, success } from '../node.js';

/** CalculateDeltaNodeConfiguration. */
export type CalculateDeltaNodeConfiguration = {
  inputValueKey: string;
  outputValueKey: string;
  useCache: boolean;
  addPeriodBetweenMsgs: boolean;
  periodValueKey: string;
  round: number | null;
  tellFailureIfDeltaIsNegative: boolean;
};

/** A reading of the input key: its value and the message time it was read at. */
interface Reading {
  ts: number;
  value: number;
}

const OTHER = 'Other';

export const descriptor: RuleNodeDescriptor<CalculateDeltaNodeConfiguration> = {
  type: 'ENRICHMENT',
  name: 'calculate delta',
  clazz: 'org.thingsboard.rule.engine.metadata.CalculateDeltaNode',
  scope: 'TENANT',
  ruleChainTypes: ['CORE', 'EDGE'],
  configurationDescriptor: {
    nodeDefinition: {
      details:
        'Calculates delta and period based on the previous time-series reading and current data. Delta calculation ' +
        'is done in scope of the message originator, e.g. device, asset or customer. If there is input key, the ' +
        "output relation will be 'Success' unless delta is negative and corresponding configuration parameter is " +
        "set. If there is no input value key in the incoming message, the output relation will be 'Other'.",
      description: "Calculates and adds 'delta' value into message based on the incoming and previous value",
      inEnabled: true,
      outEnabled: true,
      relationTypes: ['Success', 'Failure', 'Other'],
      customRelations: false,
      ruleChainNode: false,
      defaultConfiguration: {
        inputValueKey: 'pulseCounter',
        outputValueKey: 'delta',
        useCache: true,
        addPeriodBetweenMsgs: false,
        periodValueKey: 'periodInMs',
        round: null,
        tellFailureIfDeltaIsNegative: true,
      },
      uiResources: [CORE_CONFIG_UI],
      configDirective: 'tbEnrichmentNodeCalculateDeltaConfig',
      icon: '',
      iconUrl: '',
      docUrl: '',
    },
  },
};

/** A data member as Jackson's asDouble reads it: numbers as they are, numeric text parsed, true as 1, else 0. */
function asDouble(value: unknown): number {
  if (typeof value === 'number') return value;
  if (typeof value === 'boolean') return value ? 1 : 0;
  if (typeof value === 'string') {
    const parsed = Number(value.trim());
    return value.trim() !== '' && Number.isFinite(parsed) ? parsed : 0;
  }
  return 0;
}

/** A stored latest value as a reading; text must be a number, and flags and JSON cannot be subtracted. */
function readingOf(entry: TsKvEntry): Reading {
  const { value } = entry;
  switch (value.type) {
    case 'LONG':
    case 'DOUBLE':
      return { ts: entry.ts, value: value.value };
    case 'STRING': {
      const parsed = Number(value.value);
      if (value.value.trim() === '' || !Number.isFinite(parsed)) {
        throw new Error(
          `Calculation failed. Unable to parse value [${value.value}] of telemetry [${entry.key}] to Double`,
        );
      }
      return { ts: entry.ts, value: parsed };
    }
    case 'JSON':
      throw new Error('Calculation failed. JSON values are not supported!');
    case 'BOOLEAN':
      throw new Error('Calculation failed. Boolean values are not supported!');
  }
}

/** The message time: the metadata's `ts` when it is a number, else the message's own. */
function messageTs(msg: TbMsg): number {
  const ts = Number(msg.metadata.ts);
  return msg.metadata.ts !== undefined && Number.isFinite(ts) ? ts : msg.ts;
}

/**
 * For a telemetry message carrying the input key: adds to the data `<outputValueKey>`, the value minus the previous
 * reading of the same originator (0 for the first), rounded when asked, and with addPeriodBetweenMsgs the
 * milliseconds since that reading; along Success. A negative delta goes to Failure when so configured. Any other
 * message goes along Other.
 *
 * The previous reading is the node's own memory (with useCache), else the reading this node stored for the
 * originator, which outlives restarts and chain changes, else the originator's latest stored value of the key (as
 * the platform reads it), so a node added to a running chain starts from the data already there.
 */
export const create: NodeFactory = (definition) => {
  const { configuration } = definition;
  const inputKey = stringOf(configuration.inputValueKey, 'pulseCounter');
  const outputKey = stringOf(configuration.outputValueKey, 'delta');
  const useCache = booleanOf(configuration.useCache, true);
  const addPeriod = booleanOf(configuration.addPeriodBetweenMsgs, false);
  const periodKey = stringOf(configuration.periodValueKey, 'periodInMs');
  const round = typeof configuration.round === 'number' ? configuration.round : null;
  const failIfNegative = booleanOf(configuration.tellFailureIfDeltaIsNegative, true);
  const cache = new Map<string, Reading>();

  return async (msg, { app }) => {
    if (msg.type !== MSG_TYPES.postTelemetry) return { relation: OTHER, msg };
    let data: unknown;
    try {
      data = JSON.parse(msg.data);
    } catch (error) {
      return failure(msg, error);
    }
    if (typeof data !== 'object' || data === null || Array.isArray(data) || !(inputKey in data)) {
      return { relation: OTHER, msg };
    }
    const values = data as Record<string, unknown>;
    const originator = msg.originator.id;
    let previous: Reading | null = (useCache && cache.get(originator)) || null;
    try {
      if (!previous) {
        const stored = fromJsonText<Reading>(await findRuleNodeState(app.db, definition.id, originator));
        if (stored && typeof stored.value === 'number' && typeof stored.ts === 'number') previous = stored;
      }
      if (!previous) {
        const [latest] = await app.telemetry.latest(msg.originator, [inputKey]);
        previous = latest ? readingOf(latest) : null;
      }
    } catch (error) {
      return failure(msg, error);
    }
    const current: Reading = { ts: messageTs(msg), value: asDouble(values[inputKey]) };
    if (useCache) cache.set(originator, current);
    await saveRuleNodeState(app.db, {
      tenantId: msg.tenantId,
      ruleNodeId: definition.id,
      entityType: msg.originator.entityType,
      entityId: originator,
      stateData: JSON.stringify(current),
    });
    let delta = previous ? current.value - previous.value : 0;
    if (failIfNegative && delta < 0) return failure(msg, new Error('Delta value is negative!'));
    if (round !== null) delta = roundHalfUp(delta, round);
    const result: Record<string, unknown> = { ...values, [outputKey]: delta };
    if (addPeriod) result[periodKey] = previous ? current.ts - previous.ts : 0;
    return success({ ...msg, data: JSON.stringify(result) });
  };
};
