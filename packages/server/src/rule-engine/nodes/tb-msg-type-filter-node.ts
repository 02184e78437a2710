import { stringListOf } from '../configuration.js';
import { CORE_CONFIG_UI, FALSE, type NodeFactory, type RuleNodeDescriptor, TRUE } from '../node.js';

/** TbMsgTypeFilterNodeConfiguration. */
export type TbMsgTypeFilterNodeConfiguration = { messageTypes: string[] };

export const descriptor: RuleNodeDescriptor<TbMsgTypeFilterNodeConfiguration> = {
  type: 'FILTER',
  name: 'message type',
  clazz: 'org.thingsboard.rule.engine.filter.TbMsgTypeFilterNode',
  scope: 'TENANT',
  ruleChainTypes: ['CORE', 'EDGE'],
  configurationDescriptor: {
    nodeDefinition: {
      details:
        'If incoming MessageType is expected - send Message via <b>True</b> chain, otherwise <b>False</b> chain is used.',
      description: 'Filter incoming messages by Message Type',
      inEnabled: true,
      outEnabled: true,
      relationTypes: ['True', 'False', 'Failure'],
      customRelations: false,
      ruleChainNode: false,
      defaultConfiguration: {
        messageTypes: ['POST_ATTRIBUTES_REQUEST', 'POST_TELEMETRY_REQUEST', 'TO_SERVER_RPC_REQUEST'],
      },
      uiResources: [CORE_CONFIG_UI],
      configDirective: 'tbFilterNodeMessageTypeConfig',
      icon: '',
      iconUrl: '',
      docUrl: '',
    },
  },
};

/** True when the message type is one of the configured ones (exact text, so custom types work too). */
export const create: NodeFactory = (definition) => {
  const messageTypes = new Set(stringListOf(definition.configuration.messageTypes));
  return (msg) => ({ relation: messageTypes.has(msg.type) ? TRUE : FALSE, msg });
};
