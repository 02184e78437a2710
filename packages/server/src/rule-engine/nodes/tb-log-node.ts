import { stringOf } from '../configuration.js';
import { CORE_CONFIG_UI, failure, type NodeFactory, type RuleNodeDescriptor, success } from '../node.js';
import { stringResult } from '../script/results.js';
import { ruleNodeScript } from '../script/rule-node-script.js';

/** TbLogNodeConfiguration. */
export type TbLogNodeConfiguration = { jsScript: string };

export const descriptor: RuleNodeDescriptor<TbLogNodeConfiguration> = {
  type: 'ACTION',
  name: 'log',
  clazz: 'org.thingsboard.rule.engine.action.TbLogNode',
  scope: 'TENANT',
  ruleChainTypes: ['CORE', 'EDGE'],
  configurationDescriptor: {
    nodeDefinition: {
      details:
        'Transform incoming Message with configured JS function to String and log final value into Thingsboard log file. ' +
        "Message payload can be accessed via <code>msg</code> property. For example <code>'temperature = ' + msg.temperature ;</code>. " +
        "Message metadata can be accessed via <code>metadata</code> property. For example <code>'name = ' + metadata.customerName;</code>.",
      description: 'Log incoming messages using JS script for transformation Message into String',
      inEnabled: true,
      outEnabled: true,
      relationTypes: ['Success', 'Failure'],
      customRelations: false,
      ruleChainNode: false,
      defaultConfiguration: {
        jsScript:
          "return '\\nIncoming message:\\n' + JSON.stringify(msg) + '\\nIncoming metadata:\\n' + JSON.stringify(metadata);",
      },
      uiResources: [CORE_CONFIG_UI],
      configDirective: 'tbActionNodeLogConfig',
      icon: 'menu',
      iconUrl: '',
      docUrl: '',
    },
  },
};

const DEFAULT_SCRIPT = descriptor.configurationDescriptor.nodeDefinition.defaultConfiguration.jsScript;

/**
 * Logs the string the script makes of the message at info level and passes the message on; a script error or an
 * answer that is not a string goes to Failure. The default script is never run, as on the platform: the node logs
 * what it would return directly (so the installed chains' log nodes cost no script run).
 */
export const create: NodeFactory = (definition) => {
  const jsScript = stringOf(definition.configuration.jsScript);
  const where = { ruleNode: definition.name, ruleNodeId: definition.id };
  if (jsScript === DEFAULT_SCRIPT) {
    return (msg, { app }) => {
      app.log.info(
        { ...where, originator: msg.originator },
        `\nIncoming message:\n${msg.data}\nIncoming metadata:\n${JSON.stringify(msg.metadata)}`,
      );
      return success(msg);
    };
  }
  const script = ruleNodeScript(jsScript);
  return async (msg, { app }) => {
    const ran = await script.run(msg, app.apiUsage);
    const answer = ran.ok ? stringResult(ran.value) : ran;
    if (!answer.ok) return failure(msg, answer.error);
    app.log.info({ ...where, originator: msg.originator }, answer.value);
    return success(msg);
  };
};
