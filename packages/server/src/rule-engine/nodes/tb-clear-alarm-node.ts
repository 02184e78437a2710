import { clearRaisedAlarm } from '../../alarms/rule-alarms.js';
import { type AlarmRow, findAlarm, findLatestAlarm, toAlarm } from '../../alarms/store.js';
import { addressedAlarmActionMsg, alarmResultMsg, buildAlarmDetails } from '../alarm-action.js';
import { stringOf } from '../configuration.js';
import type { TbMsg } from '../message.js';
import {
  CORE_CONFIG_UI,
  FALSE,
  failure,
  type NodeContext,
  type NodeFactory,
  type NodeResult,
  type RuleNodeDescriptor,
} from '../node.js';
import { processPattern } from '../pattern.js';
import { ruleNodeScript } from '../script/rule-node-script.js';
import { DEFAULT_ALARM_DETAILS_BUILD_JS } from './tb-create-alarm-node.js';

/** TbClearAlarmNodeConfiguration. */
export type TbClearAlarmNodeConfiguration = { alarmType: string; alarmDetailsBuildJs: string };

export const CLEARED = 'Cleared';

export const descriptor: RuleNodeDescriptor<TbClearAlarmNodeConfiguration> = {
  type: 'ACTION',
  name: 'clear alarm',
  clazz: 'org.thingsboard.rule.engine.action.TbClearAlarmNode',
  scope: 'TENANT',
  ruleChainTypes: ['CORE', 'EDGE'],
  configurationDescriptor: {
    nodeDefinition: {
      details:
        'Details - JS function that creates JSON object based on incoming message. This object will be added into Alarm.details field.\n' +
        'Node output:\n' +
        "If alarm was not cleared, original message is returned. Otherwise new Message returned with type 'ALARM', Alarm object in 'msg' property and 'metadata' will contains 'isClearedAlarm' property. " +
        "Message payload can be accessed via <code>msg</code> property. For example <code>'temperature = ' + msg.temperature ;</code>. " +
        "Message metadata can be accessed via <code>metadata</code> property. For example <code>'name = ' + metadata.customerName;</code>.",
      description: 'Clear Alarm',
      inEnabled: true,
      outEnabled: true,
      relationTypes: ['Cleared', 'False', 'Failure'],
      customRelations: false,
      ruleChainNode: false,
      defaultConfiguration: { alarmType: 'General Alarm', alarmDetailsBuildJs: DEFAULT_ALARM_DETAILS_BUILD_JS },
      uiResources: [CORE_CONFIG_UI],
      configDirective: 'tbActionNodeClearAlarmConfig',
      icon: 'notifications_off',
      iconUrl: '',
      docUrl: '',
    },
  },
};

/**
 * Clears the originator's latest alarm of the type (a pattern), or the alarm itself when the originator is an
 * alarm, if it is not cleared yet: the details script (with the alarm's details in `metadata.prevAlarmDetails`)
 * gives its new details. The ALARM message goes on along Cleared (metadata isClearedAlarm) and the engine is told
 * ALARM_CLEAR about the alarm; without an active alarm the message goes on unchanged along False.
 */
export const create: NodeFactory = (definition) => {
  const alarmType = stringOf(definition.configuration.alarmType);
  const script = ruleNodeScript(stringOf(definition.configuration.alarmDetailsBuildJs, DEFAULT_ALARM_DETAILS_BUILD_JS));

  const handle = async (msg: TbMsg, context: NodeContext): Promise<NodeResult> => {
    const { db } = context.app;
    let row: AlarmRow | undefined;
    if (msg.originator.entityType === 'ALARM') {
      row = await findAlarm(db, msg.originator.id);
      if (row && row.tenant_id !== msg.tenantId) row = undefined;
    } else {
      row = await findLatestAlarm(db, msg.originator.id, processPattern(alarmType, msg));
    }
    if (!row || row.status.startsWith('CLEARED')) return { relation: FALSE, msg };
    const details = await buildAlarmDetails(script, msg, toAlarm(row).details, context.app.apiUsage);
    const cleared = await clearRaisedAlarm(context.app, row.id, { details, clearTs: Date.now() });
    if (!cleared) return { relation: FALSE, msg };
    context.enqueue(await addressedAlarmActionMsg(db, cleared, definition.id, 'ALARM_CLEAR'));
    return { relation: CLEARED, msg: alarmResultMsg(msg, cleared, 'isClearedAlarm') };
  };

  return async (msg, context) => {
    try {
      return await handle(msg, context);
    } catch (error) {
      return failure(msg, error);
    }
  };
};
