import { NULL_UUID } from '@fleetdeck/model';
import { newId } from '../common/uuid.js';
import type { AppContext, Logger } from '../context.js';
import type { TbMsg } from '../rule-engine/message.js';
import type { NodeResult, RuleNodeKind } from '../rule-engine/node.js';
import { unlimitedApiUsage } from './unlimited-usage.js';

/** A device's telemetry message, as the transports make it, with the given parts replaced. */
export function testMsg(overrides: Partial<TbMsg> = {}): TbMsg {
  return {
    id: newId(),
    ts: Date.now(),
    type: 'POST_TELEMETRY_REQUEST',
    originator: { entityType: 'DEVICE', id: newId() },
    tenantId: newId(),
    customerId: NULL_UUID,
    metadata: { deviceName: 'Test Device', deviceType: 'default', ts: String(Date.now()) },
    data: '{"temperature":22.4,"humidity":78}',
    ...overrides,
  };
}

/** A logger that keeps what it is told, as [level, ...arguments]. */
export function recordingLogger(): Logger & { logged: unknown[][] } {
  const logged: unknown[][] = [];
  const record =
    (level: string) =>
    (...args: unknown[]) => {
      logged.push([level, ...args]);
    };
  return { logged, error: record('error'), warn: record('warn'), info: record('info'), debug: record('debug') };
}

/**
 * Makes a node of the kind from the configuration and gives it one message: the results it answers, in order (none
 * when the message ends there). `app` is only what the node reads of the context.
 */
export async function runNode(
  kind: RuleNodeKind,
  configuration: Record<string, unknown>,
  msg: TbMsg,
  app: Partial<AppContext> = {},
  /** collects the messages the node hands to the rule engine */
  enqueued: TbMsg[] = [],
): Promise<NodeResult[]> {
  const node = {
    id: newId(),
    ruleChainId: newId(),
    type: kind.descriptor.clazz,
    name: 'node under test',
    configuration,
  };
  const process = kind.create(node);
  const answer = await process(msg, {
    app: { log: recordingLogger(), apiUsage: unlimitedApiUsage(), ...app } as AppContext,
    node,
    tellLater: () => {
      throw new Error('the node under test continued a message later');
    },
    enqueue: (msg) => enqueued.push(msg),
  });
  return answer === null ? [] : 'relation' in answer ? [answer] : [...answer];
}
