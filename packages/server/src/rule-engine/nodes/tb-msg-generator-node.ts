import { type EntityId, type EntityType, NULL_UUID } from '@fleetdeck/model';
import { newId } from '../../common/uuid.js';
import { loadEntities } from '../../entities/store.js';
import { stringOf } from '../configuration.js';
import type { TbMsg } from '../message.js';
import {
  CORE_CONFIG_UI,
  FAILURE,
  type NodeFactory,
  type NodeProcessor,
  type NodeStartContext,
  type RuleNodeDescriptor,
  SUCCESS,
} from '../node.js';
import { generateResult } from '../script/results.js';
import { ruleNodeScript, scriptInput } from '../script/rule-node-script.js';

/** TbMsgGeneratorNodeConfiguration: how many messages (0: no end), how often, from whom, made by which script. */
export type TbMsgGeneratorNodeConfiguration = {
  msgCount: number;
  periodInSeconds: number;
  originatorId: string | null;
  originatorType: string | null;
  jsScript: string;
};

/** The generator script's arguments: the message it generated last. */
const GENERATOR_ARGS = ['prevMsg', 'prevMetadata', 'prevMsgType'] as const;
/** The type of the node's own tick, the message that goes to Failure when the script fails. */
const TICK_TYPE = 'TbMsgGeneratorNodeMsg';

export const descriptor: RuleNodeDescriptor<TbMsgGeneratorNodeConfiguration> = {
  type: 'ACTION',
  name: 'generator',
  clazz: 'org.thingsboard.rule.engine.debug.TbMsgGeneratorNode',
  scope: 'TENANT',
  ruleChainTypes: ['CORE', 'EDGE'],
  configurationDescriptor: {
    nodeDefinition: {
      details: 'Generates messages with configurable period. Javascript function used for message generation.',
      description: 'Periodically generates messages',
      inEnabled: false,
      outEnabled: true,
      relationTypes: ['Success', 'Failure'],
      customRelations: false,
      ruleChainNode: false,
      defaultConfiguration: {
        msgCount: 0,
        periodInSeconds: 1,
        originatorId: null,
        originatorType: null,
        jsScript:
          'var msg = { temp: 42, humidity: 77 };\nvar metadata = { data: 40 };\nvar msgType = "POST_TELEMETRY_REQUEST";\n\n' +
          'return { msg: msg, metadata: metadata, msgType: msgType };',
      },
      uiResources: [CORE_CONFIG_UI],
      configDirective: 'tbActionNodeGeneratorConfig',
      icon: 'repeat',
      iconUrl: '',
      docUrl: '',
    },
  },
};

/** The configured originator, or the node itself when none is set. */
function originatorOf(configuration: Record<string, unknown>, nodeId: string): EntityId {
  const id = stringOf(configuration.originatorId);
  const type = stringOf(configuration.originatorType);
  return id && type ? { entityType: type as EntityType, id } : { entityType: 'RULE_NODE', id: nodeId };
}

/**
 * Takes no input: from the moment its chain is loaded (with the server, or when the chain is saved) it runs its
 * script every period, with the message it generated before (`{}` of no type at first), and sends the
 * `{msg, metadata, msgType}` it returns along Success as a new message from the configured originator (or from the
 * node). A failing script sends the tick to Failure. After msgCount runs (failures count too; 0: no end) it stops,
 * and it stops with its chain. A configured originator that is not the tenant's keeps the node from starting, as the
 * platform refuses to start it.
 */
export const create: NodeFactory = (definition) => {
  const { configuration } = definition;
  const script = ruleNodeScript(stringOf(configuration.jsScript), GENERATOR_ARGS);
  const limit = typeof configuration.msgCount === 'number' && configuration.msgCount > 0 ? configuration.msgCount : 0;
  const seconds = typeof configuration.periodInSeconds === 'number' ? configuration.periodInSeconds : 1;
  const periodMs = Math.max(seconds, 0) * 1000;
  const originator = originatorOf(configuration, definition.id);
  let timer: NodeJS.Timeout | null = null;
  let stopped = false;
  let count = 0;
  let lastScheduled = 0;
  let previous: TbMsg | null = null;

  const message = (tenantId: string, parts: { type: string; metadata: Record<string, string>; data: string }) => ({
    id: newId(),
    ts: Date.now(),
    originator,
    tenantId,
    customerId: NULL_UUID,
    ...parts,
  });

  /** The next tick one period after the last planned one, so slow scripts do not make the period drift. */
  const schedule = (context: NodeStartContext) => {
    if (stopped || (limit > 0 && count >= limit)) return;
    const now = Date.now();
    lastScheduled = (lastScheduled || now) + periodMs;
    timer = setTimeout(
      () => {
        tick(context).catch((error: unknown) => {
          context.app.log.error({ err: error, ruleNodeId: definition.id }, 'the generator failed; it stops');
        });
      },
      Math.max(0, lastScheduled - now),
    );
    timer.unref();
  };

  const tick = async (context: NodeStartContext) => {
    timer = null;
    const input = previous ?? message(context.tenantId, { type: '', metadata: {}, data: '{}' });
    const ran = await script.run(input, context.app.apiUsage);
    const generated = ran.ok ? generateResult(ran.value, scriptInput(input)) : ran;
    if (stopped) return;
    count++;
    if (generated.ok) {
      previous = message(context.tenantId, generated.value);
      context.tellLater(previous, SUCCESS);
    } else {
      const tickMsg = message(context.tenantId, { type: TICK_TYPE, metadata: {}, data: '' });
      context.tellLater(
        { ...tickMsg, originator: { entityType: 'RULE_NODE', id: definition.id } },
        FAILURE,
        generated.error,
      );
    }
    schedule(context);
  };

  // A message that reaches the node anyway (it has no input) ends here.
  const process: NodeProcessor = () => null;
  process.start = (context) => {
    void (async () => {
      if (originator.entityType !== 'RULE_NODE') {
        const key = `${originator.entityType}:${originator.id}`;
        const owner =
          originator.entityType === 'TENANT'
            ? originator.id
            : (await loadEntities(context.app.db, [originator])).get(key)?.tenantId;
        if (owner !== context.tenantId) {
          context.app.log.error(
            { ruleNodeId: definition.id, originator },
            'the generator was not started: its originator is not an entity of the tenant',
          );
          return;
        }
      }
      schedule(context);
    })().catch((error: unknown) =>
      context.app.log.error({ err: error, ruleNodeId: definition.id }, 'the generator could not be started'),
    );
  };
  process.dispose = () => {
    stopped = true;
    if (timer) clearTimeout(timer);
    timer = null;
  };
  return process;
};
