/** How testScript runs a node's script: the kind of result it must give and the names of its arguments. */
export interface ScriptKind {
  scriptType: 'filter' | 'switch' | 'update' | 'string' | 'json' | 'generate';
  argNames: string[];
  /** the signature shown above the editor */
  functionName: string;
  /** the help file of the function (served under help/{lang}/) */
  helpId: string;
}

const MESSAGE_ARGS = ['msg', 'metadata', 'msgType'];

/** The script field of each node kind that has one, by class name, and how its script is tested. */
export const SCRIPT_NODES: Record<string, { field: string; kind: ScriptKind }> = {
  'org.thingsboard.rule.engine.filter.TbJsFilterNode': {
    field: 'jsScript',
    kind: {
      scriptType: 'filter',
      argNames: MESSAGE_ARGS,
      functionName: 'Filter',
      helpId: 'rulenode/filter_node_script_fn',
    },
  },
  'org.thingsboard.rule.engine.filter.TbJsSwitchNode': {
    field: 'jsScript',
    kind: {
      scriptType: 'switch',
      argNames: MESSAGE_ARGS,
      functionName: 'Switch',
      helpId: 'rulenode/switch_node_script_fn',
    },
  },
  'org.thingsboard.rule.engine.transform.TbTransformMsgNode': {
    field: 'jsScript',
    kind: {
      scriptType: 'update',
      argNames: MESSAGE_ARGS,
      functionName: 'Transform',
      helpId: 'rulenode/transformation_node_script_fn',
    },
  },
  'org.thingsboard.rule.engine.action.TbLogNode': {
    field: 'jsScript',
    kind: {
      scriptType: 'string',
      argNames: MESSAGE_ARGS,
      functionName: 'ToString',
      helpId: 'rulenode/log_node_script_fn',
    },
  },
  'org.thingsboard.rule.engine.action.TbCreateAlarmNode': {
    field: 'alarmDetailsBuildJs',
    kind: {
      scriptType: 'json',
      argNames: MESSAGE_ARGS,
      functionName: 'Details',
      helpId: 'rulenode/create_alarm_node_script_fn',
    },
  },
  'org.thingsboard.rule.engine.action.TbClearAlarmNode': {
    field: 'alarmDetailsBuildJs',
    kind: {
      scriptType: 'json',
      argNames: MESSAGE_ARGS,
      functionName: 'Details',
      helpId: 'rulenode/clear_alarm_node_script_fn',
    },
  },
  'org.thingsboard.rule.engine.debug.TbMsgGeneratorNode': {
    field: 'jsScript',
    kind: {
      scriptType: 'generate',
      argNames: ['prevMsg', 'prevMetadata', 'prevMsgType'],
      functionName: 'Generate',
      helpId: 'rulenode/generator_node_script_fn',
    },
  },
};
