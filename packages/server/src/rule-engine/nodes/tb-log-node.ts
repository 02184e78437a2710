import { type NodeFactory, success } from '../node.js';

/**
 * org.thingsboard.rule.engine.action.TbLogNode: logs the message at info level and passes it on. The configured
 * jsScript is not run: rule scripts need the script sandbox, which comes with the rule chain editor. The logged
 * text is what the default script of the installed chains returns, so the log reads the same.
 */
export const tbLogNode: NodeFactory =
  (definition) =>
  (msg, { app }) => {
    app.log.info(
      { ruleNode: definition.name, ruleNodeId: definition.id, originator: msg.originator },
      `\nIncoming message:\n${msg.data}\nIncoming metadata:\n${JSON.stringify(msg.metadata)}`,
    );
    return success(msg);
  };
