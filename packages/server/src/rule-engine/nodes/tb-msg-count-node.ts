import { hostname } from 'node:os';
import { NULL_UUID } from '@fleetdeck/model';
import { newId } from '../../common/uuid.js';
import { stringOf } from '../configuration.js';
import type { TbMsg } from '../message.js';
import {
  CORE_CONFIG_UI,
  type NodeContext,
  type NodeFactory,
  type NodeProcessor,
  type RuleNodeDescriptor,
  SUCCESS,
} from '../node.js';

/** TbMsgCountNodeConfiguration. */
export type TbMsgCountNodeConfiguration = { telemetryPrefix: string; interval: number };

/** The server the count is from: the platform names the telemetry key after its service id. */
const SERVICE_ID = hostname();

export const descriptor: RuleNodeDescriptor<TbMsgCountNodeConfiguration> = {
  type: 'ACTION',
  name: 'message count',
  clazz: 'org.thingsboard.rule.engine.action.TbMsgCountNode',
  scope: 'TENANT',
  ruleChainTypes: ['CORE', 'EDGE'],
  configurationDescriptor: {
    nodeDefinition: {
      details:
        'Count incoming messages for specified interval and produces POST_TELEMETRY_REQUEST msg with messages count',
      description: 'Count incoming messages',
      inEnabled: true,
      outEnabled: true,
      relationTypes: ['Success', 'Failure'],
      customRelations: false,
      ruleChainNode: false,
      defaultConfiguration: { telemetryPrefix: 'messageCount', interval: 1 },
      uiResources: [CORE_CONFIG_UI],
      configDirective: 'tbActionNodeMsgCountConfig',
      icon: 'functions',
      iconUrl: '',
      docUrl: '',
    },
  },
};

/**
 * Counts the messages it receives (each ends here) and, every interval from the first one, sends a
 * POST_TELEMETRY_REQUEST of the tenant along Success: `{"<telemetryPrefix>_<server>": count}` with metadata
 * `delta` (the interval in ms). Counting stops when the engine drops the node.
 */
export const create: NodeFactory = (definition) => {
  const prefix = stringOf(definition.configuration.telemetryPrefix, 'messageCount');
  const interval = definition.configuration.interval;
  const periodMs = (typeof interval === 'number' && interval > 0 ? interval : 1) * 1000;
  let count = 0;
  let timer: NodeJS.Timeout | null = null;
  const emit = (context: NodeContext, tenantId: string) => {
    const msg: TbMsg = {
      id: newId(),
      ts: Date.now(),
      type: 'POST_TELEMETRY_REQUEST',
      originator: { entityType: 'TENANT', id: tenantId },
      tenantId,
      customerId: NULL_UUID,
      metadata: { delta: String(periodMs) },
      data: JSON.stringify({ [`${prefix}_${SERVICE_ID}`]: count }),
    };
    count = 0;
    context.tellLater(msg, SUCCESS);
  };
  const process: NodeProcessor = (msg, context) => {
    count++;
    timer ??= setInterval(() => emit(context, msg.tenantId), periodMs).unref();
    return null;
  };
  process.dispose = () => {
    if (timer) clearInterval(timer);
    timer = null;
  };
  return process;
};
