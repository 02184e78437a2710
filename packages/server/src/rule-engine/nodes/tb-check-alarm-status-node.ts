import { findAlarm } from '../../alarms/store.js';
import { stringListOf } from '../configuration.js';
import { CORE_CONFIG_UI, FALSE, failure, type NodeFactory, type RuleNodeDescriptor, TRUE } from '../node.js';

/** TbCheckAlarmStatusNodeConfig. */
export type TbCheckAlarmStatusNodeConfiguration = { alarmStatusList: string[] };

export const descriptor: RuleNodeDescriptor<TbCheckAlarmStatusNodeConfiguration> = {
  type: 'FILTER',
  name: 'check alarm status',
  clazz: 'org.thingsboard.rule.engine.filter.TbCheckAlarmStatusNode',
  scope: 'TENANT',
  ruleChainTypes: ['CORE', 'EDGE'],
  configurationDescriptor: {
    nodeDefinition: {
      details:
        'If the alarm status from the incoming message is one of the selected statuses, the message is sent via <b>True</b> chain, otherwise the <b>False</b> chain is used.',
      description: 'Checks alarm status.',
      inEnabled: true,
      outEnabled: true,
      relationTypes: ['True', 'False', 'Failure'],
      customRelations: false,
      ruleChainNode: false,
      defaultConfiguration: { alarmStatusList: ['ACTIVE_ACK', 'ACTIVE_UNACK'] },
      uiResources: [CORE_CONFIG_UI],
      configDirective: 'tbFilterNodeCheckAlarmStatusConfig',
      icon: '',
      iconUrl: '',
      docUrl: '',
    },
  },
};

/**
 * Reads the alarm the message data describes (an ALARM message), and answers True when its current status, as
 * stored now, is one of the configured statuses.
 */
export const create: NodeFactory = (definition) => {
  const statuses = new Set(stringListOf(definition.configuration.alarmStatusList));
  return async (msg, { app }) => {
    let alarmId: unknown;
    try {
      alarmId = (JSON.parse(msg.data) as { id?: { id?: unknown } } | null)?.id?.id;
    } catch (error) {
      return failure(msg, error);
    }
    const alarm = typeof alarmId === 'string' ? await findAlarm(app.db, alarmId) : undefined;
    if (!alarm || alarm.tenant_id !== msg.tenantId) return failure(msg, new Error('No such alarm found.'));
    return { relation: statuses.has(alarm.status) ? TRUE : FALSE, msg };
  };
};
