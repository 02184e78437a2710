import { stringOf } from '../configuration.js';
import { CORE_CONFIG_UI, failure, type NodeFactory, type RuleNodeDescriptor, success } from '../node.js';

/** TbSendRpcReplyNodeConfiguration: the metadata keys of the device's request. */
export type TbSendRPCReplyNodeConfiguration = {
  serviceIdMetaDataAttribute: string;
  sessionIdMetaDataAttribute: string;
  requestIdMetaDataAttribute: string;
};

export const descriptor: RuleNodeDescriptor<TbSendRPCReplyNodeConfiguration> = {
  type: 'ACTION',
  name: 'rpc call reply',
  clazz: 'org.thingsboard.rule.engine.rpc.TbSendRPCReplyNode',
  scope: 'TENANT',
  ruleChainTypes: ['CORE', 'EDGE'],
  configurationDescriptor: {
    nodeDefinition: {
      details: 'Expects messages with any message type. Will forward message body to the device.',
      description: 'Sends reply to RPC call from device',
      inEnabled: true,
      outEnabled: true,
      relationTypes: ['Success', 'Failure'],
      customRelations: false,
      ruleChainNode: false,
      defaultConfiguration: {
        serviceIdMetaDataAttribute: 'serviceId',
        sessionIdMetaDataAttribute: 'sessionId',
        requestIdMetaDataAttribute: 'requestId',
      },
      uiResources: [CORE_CONFIG_UI],
      configDirective: 'tbActionNodeRpcReplyConfig',
      icon: 'call_merge',
      iconUrl: '',
      docUrl: '',
    },
  },
};

/**
 * Sends the message data to the device as the reply to its own RPC request, found by the service, session and
 * request ids of the metadata (under the configured keys, the default ones when a key is left empty).
 */
export const create: NodeFactory = (definition) => {
  const config = definition.configuration;
  const serviceKey = stringOf(config.serviceIdMetaDataAttribute) || 'serviceId';
  const sessionKey = stringOf(config.sessionIdMetaDataAttribute) || 'sessionId';
  const requestKey = stringOf(config.requestIdMetaDataAttribute) || 'requestId';
  return (msg, { app }) => {
    const requestId = msg.metadata[requestKey];
    const sessionId = msg.metadata[sessionKey];
    if (msg.originator.entityType !== 'DEVICE') {
      return failure(msg, new Error('Message originator is not a device entity!'));
    }
    if (!requestId) return failure(msg, new Error('Request id is not present in the metadata!'));
    if (!msg.metadata[serviceKey]) return failure(msg, new Error('Service id is not present in the metadata!'));
    if (!sessionId) return failure(msg, new Error('Session id is not present in the metadata!'));
    if (!msg.data) return failure(msg, new Error('Request body is empty!'));
    const reply = app.deviceRpc?.replyToClientRpc;
    if (!reply) return failure(msg, new Error('Device RPC is not available!'));
    reply.call(app.deviceRpc, sessionId, Number.parseInt(requestId, 10), msg.data);
    return success(msg);
  };
};
