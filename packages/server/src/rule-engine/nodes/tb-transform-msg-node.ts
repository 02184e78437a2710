import { stringOf } from '../configuration.js';
import { CORE_CONFIG_UI, failure, type NodeFactory, type RuleNodeDescriptor, success } from '../node.js';
import { updateResult } from '../script/results.js';
import { ruleNodeScript } from '../script/rule-node-script.js';

/** TbTransformMsgNodeConfiguration. */
export type TbTransformMsgNodeConfiguration = { jsScript: string };

export const descriptor: RuleNodeDescriptor<TbTransformMsgNodeConfiguration> = {
  type: 'TRANSFORMATION',
  name: 'script',
  clazz: 'org.thingsboard.rule.engine.transform.TbTransformMsgNode',
  scope: 'TENANT',
  ruleChainTypes: ['CORE', 'EDGE'],
  configurationDescriptor: {
    nodeDefinition: {
      details:
        'JavaScript function receive 3 input parameters <br/> ' +
        '<code>metadata</code> - is a Message metadata.<br/>' +
        '<code>msg</code> - is a Message payload.<br/>' +
        '<code>msgType</code> - is a Message type.<br/>' +
        'Should return the following structure:<br/>' +
        '<code>{ msg: <i style="color: #666;">new payload</i>,<br/>&nbsp&nbsp&nbspmetadata: <i style="color: #666;">new metadata</i>,<br/>' +
        '&nbsp&nbsp&nbspmsgType: <i style="color: #666;">new msgType</i> }</code><br/>' +
        'All fields in resulting object are optional and will be taken from original message if not specified.',
      description: 'Change Message payload, Metadata or Message type using JavaScript',
      inEnabled: true,
      outEnabled: true,
      relationTypes: ['Success', 'Failure'],
      customRelations: false,
      ruleChainNode: false,
      defaultConfiguration: { jsScript: 'return {msg: msg, metadata: metadata, msgType: msgType};' },
      uiResources: [CORE_CONFIG_UI],
      configDirective: 'tbTransformationNodeScriptConfig',
      icon: '',
      iconUrl: '',
      docUrl: '',
    },
  },
};

/** The platform's text when a transformation leaves no message. */
export const NO_MESSAGES = 'Message or messages list are empty!';

/**
 * Replaces the message's data, metadata or type with what the script returns (parts it leaves out are kept; the
 * message keeps its id and originator). An array answer becomes one message per element, each along Success; the
 * input counts as done when they all are. A script error, an answer of the wrong type or no message at all goes to
 * Failure.
 */
export const create: NodeFactory = (definition) => {
  const script = ruleNodeScript(stringOf(definition.configuration.jsScript));
  return async (msg, context) => {
    const ran = await script.run(msg, context.app.apiUsage);
    const answer = ran.ok ? updateResult(ran.value, { data: msg.data, metadata: msg.metadata, type: msg.type }) : ran;
    if (!answer.ok) return failure(msg, answer.error);
    if (answer.value.length === 0) return failure(msg, new Error(NO_MESSAGES));
    return answer.value.map(({ data, metadata, type }) => success({ ...msg, data, metadata, type }));
  };
};
