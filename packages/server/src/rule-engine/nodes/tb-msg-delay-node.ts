import { newId } from '../../common/uuid.js';
import { booleanOf, stringOf } from '../configuration.js';
import { CORE_CONFIG_UI, failure, type NodeFactory, type RuleNodeDescriptor, SUCCESS } from '../node.js';
import { processPattern } from '../pattern.js';

/** TbMsgDelayNodeConfiguration. */
export type TbMsgDelayNodeConfiguration = {
  periodInSeconds: number;
  maxPendingMsgs: number;
  periodInSecondsPattern: string | null;
  useMetadataPeriodInSecondsPatterns: boolean;
};

const numberOf = (value: unknown, fallback: number): number =>
  typeof value === 'number' && Number.isFinite(value) ? value : fallback;

export const descriptor: RuleNodeDescriptor<TbMsgDelayNodeConfiguration> = {
  type: 'ACTION',
  name: 'delay (deprecated)',
  clazz: 'org.thingsboard.rule.engine.delay.TbMsgDelayNode',
  scope: 'TENANT',
  ruleChainTypes: ['CORE', 'EDGE'],
  configurationDescriptor: {
    nodeDefinition: {
      details:
        'Delays messages for a configurable period. Please note, this node acknowledges the message from the current queue (message will be removed from queue). ' +
        'Deprecated because the acknowledged message still stays in memory (to be delayed) and this does not guarantee that message will be processed ' +
        'even if the "retry failures and timeouts" processing strategy will be chosen.',
      description: 'Delays incoming message (deprecated)',
      inEnabled: true,
      outEnabled: true,
      relationTypes: ['Success', 'Failure'],
      customRelations: false,
      ruleChainNode: false,
      defaultConfiguration: {
        periodInSeconds: 60,
        maxPendingMsgs: 1000,
        periodInSecondsPattern: null,
        useMetadataPeriodInSecondsPatterns: false,
      },
      uiResources: [CORE_CONFIG_UI],
      configDirective: 'tbActionNodeMsgDelayConfig',
      icon: 'pause',
      iconUrl: '',
      docUrl: '',
    },
  },
};

/**
 * Ends the message here and sends a copy of it (with a new id) along Success once the period has passed: the
 * configured seconds, or the seconds a template filled from the message gives. The copies wait in memory only, so a
 * restart loses them, as in the platform; at most maxPendingMsgs wait at once, more go to Failure.
 */
export const create: NodeFactory = (definition) => {
  const config = definition.configuration;
  const fromMessage = booleanOf(config.useMetadataPeriodInSecondsPatterns, false);
  const pattern = stringOf(config.periodInSecondsPattern);
  const fixedSeconds = numberOf(config.periodInSeconds, 60);
  const maxPending = numberOf(config.maxPendingMsgs, 1000);
  let pending = 0;
  return (msg, context) => {
    if (pending >= maxPending) return failure(msg, new Error('Max limit of pending messages reached!'));
    let seconds = fixedSeconds;
    if (fromMessage) {
      const text = processPattern(pattern, msg);
      seconds = Number.parseInt(text, 10);
      if (!/^-?\d+$/.test(text.trim())) {
        return failure(msg, new Error(`Can't parse period in seconds from metadata using pattern: ${pattern}`));
      }
    }
    pending++;
    setTimeout(() => {
      pending--;
      context.tellLater({ ...msg, id: newId() }, SUCCESS);
    }, Math.max(0, seconds) * 1000).unref();
    return null;
  };
};
