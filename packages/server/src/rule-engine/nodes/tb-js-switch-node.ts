import { stringOf } from '../configuration.js';
import { CORE_CONFIG_UI, failure, type NodeFactory, type RuleNodeDescriptor } from '../node.js';
import { switchResult } from '../script/results.js';
import { ruleNodeScript } from '../script/rule-node-script.js';

/** TbJsSwitchNodeConfiguration. */
export type TbJsSwitchNodeConfiguration = { jsScript: string };

export const descriptor: RuleNodeDescriptor<TbJsSwitchNodeConfiguration> = {
  type: 'FILTER',
  name: 'switch',
  clazz: 'org.thingsboard.rule.engine.filter.TbJsSwitchNode',
  scope: 'TENANT',
  ruleChainTypes: ['CORE', 'EDGE'],
  configurationDescriptor: {
    nodeDefinition: {
      details:
        'Node executes configured JavaScript script. Script should return array of next Chain names where Message should be routed. ' +
        'If Array is empty - message not routed to next Node. ' +
        'Message payload can be accessed via <code>msg</code> property. For example <code>msg.temperature < 10;</code><br/>' +
        "Message metadata can be accessed via <code>metadata</code> property. For example <code>metadata.customerName === 'John';</code><br/>" +
        'Message type can be accessed via <code>msgType</code> property.',
      description: 'Route incoming Message to one or multiple output chains',
      inEnabled: true,
      outEnabled: true,
      // The annotation declares no relation types (the user names them); the platform appends Failure.
      relationTypes: ['Failure'],
      customRelations: true,
      ruleChainNode: false,
      defaultConfiguration: {
        jsScript:
          "function nextRelation(metadata, msg) {\n    return ['one','nine'];\n}\nif(msgType === 'POST_TELEMETRY_REQUEST') {\n    return ['two'];\n}\nreturn nextRelation(metadata, msg);",
      },
      uiResources: [CORE_CONFIG_UI],
      configDirective: 'tbFilterNodeSwitchConfig',
      icon: '',
      iconUrl: '',
      docUrl: '',
    },
  },
};

/**
 * Sends the same message along every relation the script names (each name once); an empty array sends it nowhere, so
 * it ends here. A script error or an answer that is not a string or an array of strings goes to Failure.
 */
export const create: NodeFactory = (definition) => {
  const script = ruleNodeScript(stringOf(definition.configuration.jsScript));
  return async (msg, context) => {
    const ran = await script.run(msg, context.app.apiUsage);
    const answer = ran.ok ? switchResult(ran.value) : ran;
    if (!answer.ok) return failure(msg, answer.error);
    return answer.value.map((relation) => ({ relation, msg }));
  };
};
