import { CORE_CONFIG_UI, type NodeFactory, type RuleNodeDescriptor, success } from '../node.js';

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

/**
 * Logs the message at info level and passes it on. The configured jsScript is not run: rule scripts need the script
 * sandbox, which comes with the rule chain editor. The logged text is what the default script of the installed chains
 * returns, so the log reads the same.
 */
export const create: NodeFactory =
  (definition) =>
  (msg, { app }) => {
    app.log.info(
      { ruleNode: definition.name, ruleNodeId: definition.id, originator: msg.originator },
      `\nIncoming message:\n${msg.data}\nIncoming metadata:\n${JSON.stringify(msg.metadata)}`,
    );
    return success(msg);
  };
