import type { EntityId } from '@fleetdeck/model';
import type { RuleEngineContext } from '../../context.js';
import { ATTRIBUTE_SCOPES, type AttributeScope, type KvValue } from '../../telemetry/kv.js';
import { messageTs } from '../alarm-action.js';
import { booleanOf, stringOf } from '../configuration.js';
import { roundHalfUp } from '../decimal.js';
import { BEYOND_3_4_1, dataObject } from '../key-selection.js';
import { MATH_OPERATIONS, mathFunction } from '../math/math-function.js';
import type { TbMsg } from '../message.js';
import { CORE_CONFIG_UI, failure, type NodeFactory, type RuleNodeDescriptor, success } from '../node.js';

/** Where an argument is read from, and where the result goes. */
type ArgumentType = 'MESSAGE_BODY' | 'MESSAGE_METADATA' | 'ATTRIBUTE' | 'TIME_SERIES' | 'CONSTANT';

interface MathArgument {
  name: string;
  type: ArgumentType;
  key: string;
  attributeScope?: string | null;
  defaultValue?: number | null;
}

interface MathResult {
  type: ArgumentType;
  key: string;
  resultValuePrecision: number;
  addToBody: boolean;
  addToMetadata: boolean;
  attributeScope: string | null;
}

/** TbMathNodeConfiguration: the operation (or a custom function of the arguments), its arguments and its result. */
export type TbMathNodeConfiguration = {
  operation: string;
  customFunction: string;
  arguments: MathArgument[];
  result: MathResult;
};

export const descriptor: RuleNodeDescriptor<TbMathNodeConfiguration> = {
  type: 'ACTION',
  name: 'math function',
  clazz: 'org.thingsboard.rule.engine.math.TbMathNode',
  scope: 'TENANT',
  ruleChainTypes: ['CORE', 'EDGE'],
  configurationDescriptor: {
    nodeDefinition: {
      details:
        `${BEYOND_3_4_1} Transforms incoming message body using mathematical function. The function may be one of ` +
        'the predefined operations (ADD, SUB, MULT, DIV, SIN, … DEG) or a custom function of up to 16 arguments. ' +
        'Arguments are taken from the message body or metadata, the attributes or latest time series of the ' +
        'originator, or constants; the result, rounded to the precision, is written to the message body or ' +
        'metadata, or saved as an attribute or time series of the originator.',
      description: `${BEYOND_3_4_1} Apply math function and save the result into the message and/or database`,
      inEnabled: true,
      outEnabled: true,
      relationTypes: ['Success', 'Failure'],
      customRelations: false,
      ruleChainNode: false,
      defaultConfiguration: {
        operation: 'CUSTOM',
        customFunction: '(x - 32) / 1.8',
        arguments: [{ name: 'x', type: 'MESSAGE_BODY', key: 'temperature' }],
        result: {
          type: 'MESSAGE_BODY',
          key: 'temperatureCelsius',
          resultValuePrecision: 2,
          addToBody: false,
          addToMetadata: false,
          attributeScope: null,
        },
      },
      uiResources: [CORE_CONFIG_UI],
      configDirective: 'tbActionNodeMathFunctionConfig',
      icon: 'calculate',
      iconUrl: '',
      docUrl: '',
    },
  },
};

const ARGUMENT_TYPES: readonly ArgumentType[] = [
  'MESSAGE_BODY',
  'MESSAGE_METADATA',
  'ATTRIBUTE',
  'TIME_SERIES',
  'CONSTANT',
];
const typeOf = (value: unknown): ArgumentType => ARGUMENT_TYPES.find((type) => type === value) ?? 'MESSAGE_BODY';
const scopeOf = (value: unknown): AttributeScope => ATTRIBUTE_SCOPES.find((scope) => scope === value) ?? 'SERVER_SCOPE';
const record = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};

/** A number from a value the way the platform reads one: a number, or text that is one. */
function numberOf(value: unknown, what: string): number {
  const number = typeof value === 'number' ? value : typeof value === 'string' ? Number(value.trim()) : Number.NaN;
  if (value === '' || !Number.isFinite(number)) throw new Error(`${what} is not a number: ${String(value)}`);
  return number;
}

const kvNumber = (value: KvValue): unknown => (value.type === 'BOOLEAN' ? Number.NaN : value.value);

async function argumentValue(app: RuleEngineContext, msg: TbMsg, arg: MathArgument): Promise<number> {
  const fallback = (message: string) => {
    if (typeof arg.defaultValue === 'number') return arg.defaultValue;
    throw new Error(message);
  };
  const originator: EntityId = msg.originator;
  switch (arg.type) {
    case 'CONSTANT':
      return numberOf(arg.key, `Constant '${arg.key}'`);
    case 'MESSAGE_METADATA': {
      const text = msg.metadata[arg.key];
      return text === undefined ? fallback(`Message metadata has no '${arg.key}'!`) : numberOf(text, `'${arg.key}'`);
    }
    case 'ATTRIBUTE': {
      const scope = scopeOf(arg.attributeScope);
      const [found] = await app.telemetry.attributes(originator, scope, [arg.key]);
      if (!found) {
        return fallback(`Attribute: ${arg.key} with scope: ${scope} not found for entity: ${originator.id}`);
      }
      return numberOf(kvNumber(found.value), `'${arg.key}'`);
    }
    case 'TIME_SERIES': {
      const [found] = await app.telemetry.latest(originator, [arg.key]);
      if (!found) return fallback(`Time-series: ${arg.key} not found for entity: ${originator.id}`);
      return numberOf(kvNumber(found.value), `'${arg.key}'`);
    }
    default: {
      const data = dataObject(msg);
      const value = data?.[arg.key];
      return value === undefined ? fallback(`Message body has no '${arg.key}'!`) : numberOf(value, `'${arg.key}'`);
    }
  }
}

function readArguments(value: unknown): MathArgument[] {
  if (!Array.isArray(value)) return [];
  return value.map((each) => {
    const arg = record(each);
    return {
      name: stringOf(arg.name),
      type: typeOf(arg.type),
      key: stringOf(arg.key, typeof arg.key === 'number' ? String(arg.key) : ''),
      attributeScope: stringOf(arg.attributeScope) || null,
      defaultValue: typeof arg.defaultValue === 'number' ? arg.defaultValue : null,
    };
  });
}

function readResult(value: unknown): MathResult {
  const result = record(value);
  const precision = Number(result.resultValuePrecision);
  return {
    type: typeOf(result.type),
    key: stringOf(result.key),
    resultValuePrecision: Number.isInteger(precision) && precision >= 0 ? precision : 0,
    addToBody: booleanOf(result.addToBody, false),
    addToMetadata: booleanOf(result.addToMetadata, false),
    attributeScope: stringOf(result.attributeScope) || null,
  };
}

/** The message with the result in its body (which must be a JSON object) and/or its metadata. */
function withResult(msg: TbMsg, result: MathResult, value: number, toBody: boolean, toMetadata: boolean): TbMsg {
  let next = msg;
  if (toBody) {
    const data = dataObject(msg);
    if (!data) throw new Error('Message body is not a JSON object!');
    next = { ...next, data: JSON.stringify({ ...data, [result.key]: value }) };
  }
  if (toMetadata) next = { ...next, metadata: { ...next.metadata, [result.key]: String(value) } };
  return next;
}

/**
 * Computes the operation on the arguments, rounds the result half up to its precision, and writes it where the
 * result says: into the message, or as an attribute or time series of the originator (then also into the message
 * when asked). A missing or non-numeric argument or a failed function sends the message to Failure.
 */
export const create: NodeFactory = (definition) => {
  const config = definition.configuration;
  const operation = MATH_OPERATIONS.includes(stringOf(config.operation)) ? stringOf(config.operation) : 'CUSTOM';
  const args = readArguments(config.arguments);
  const result = readResult(config.result);
  const compute = mathFunction(operation, stringOf(config.customFunction, '0'));
  return async (msg, context) => {
    try {
      const values = [];
      for (const arg of args) values.push({ name: arg.name, value: await argumentValue(context.app, msg, arg) });
      const value = roundHalfUp(compute(values), result.resultValuePrecision);
      if (!Number.isFinite(value)) throw new Error(`Math function result is not a finite number: ${value}`);
      const { app } = context;
      if (result.type === 'ATTRIBUTE') {
        const scope = scopeOf(result.attributeScope);
        const entry = { key: result.key, lastUpdateTs: Date.now(), value: kvOf(value, result) };
        await app.telemetry.saveAttributes(msg.tenantId, msg.originator, scope, [entry]);
      } else if (result.type === 'TIME_SERIES') {
        const entry = { key: result.key, ts: messageTs(msg), value: kvOf(value, result) };
        await app.telemetry.saveTimeseries(msg.tenantId, msg.originator, [entry]);
      }
      const stored = result.type === 'ATTRIBUTE' || result.type === 'TIME_SERIES';
      const toBody = stored ? result.addToBody : result.type === 'MESSAGE_BODY';
      const toMetadata = stored ? result.addToMetadata : result.type === 'MESSAGE_METADATA';
      return success(withResult(msg, result, value, toBody, toMetadata));
    } catch (error) {
      return failure(msg, error);
    }
  };
};

/** A stored result: a whole number without decimals, else a double. */
const kvOf = (value: number, result: MathResult): KvValue =>
  result.resultValuePrecision === 0 ? { type: 'LONG', value: Math.trunc(value) } : { type: 'DOUBLE', value };
