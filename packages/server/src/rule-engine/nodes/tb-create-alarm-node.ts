import { ALARM_SEVERITIES, type Alarm, type AlarmSeverity } from '@fleetdeck/model';
import { createRuleAlarm, mergeRuleAlarm } from '../../alarms/rule-alarms.js';
import { parseAlarmDraft } from '../../alarms/service.js';
import { findLatestAlarm, toAlarm } from '../../alarms/store.js';
import { notFound } from '../../http/errors.js';
import {
  addressedAlarmActionMsg,
  alarmResultMsg,
  buildAlarmDetails,
  messageTs,
  originatorCustomerId,
} from '../alarm-action.js';
import { booleanOf, stringListOf, stringOf } from '../configuration.js';
import type { TbMsg } from '../message.js';
import {
  CORE_CONFIG_UI,
  failure,
  type NodeContext,
  type NodeFactory,
  type NodeResult,
  type RuleNodeDescriptor,
} from '../node.js';
import { processPattern } from '../pattern.js';
import { ruleNodeScript } from '../script/rule-node-script.js';

/** TbCreateAlarmNodeConfiguration. */
export type TbCreateAlarmNodeConfiguration = {
  alarmType: string;
  alarmDetailsBuildJs: string;
  severity: string;
  propagate: boolean;
  propagateToOwner: boolean;
  propagateToTenant: boolean;
  useMessageAlarmData: boolean;
  overwriteAlarmDetails: boolean;
  dynamicSeverity: boolean;
  relationTypes: string[];
};

/** The details script a new node starts with: keep the details the alarm had. */
export const DEFAULT_ALARM_DETAILS_BUILD_JS =
  'var details = {};\nif (metadata.prevAlarmDetails) {\n    details = JSON.parse(metadata.prevAlarmDetails);\n    //remove prevAlarmDetails from metadata\n    delete metadata.prevAlarmDetails;\n    //now metadata is the same as it comes IN this rule node\n}\n\n\nreturn details;';

export const CREATED = 'Created';
export const UPDATED = 'Updated';

export const descriptor: RuleNodeDescriptor<TbCreateAlarmNodeConfiguration> = {
  type: 'ACTION',
  name: 'create alarm',
  clazz: 'org.thingsboard.rule.engine.action.TbCreateAlarmNode',
  scope: 'TENANT',
  ruleChainTypes: ['CORE', 'EDGE'],
  configurationDescriptor: {
    nodeDefinition: {
      details:
        'Details - JS function that creates JSON object based on incoming message. This object will be added into Alarm.details field.\n' +
        'Node output:\n' +
        "If alarm was not created, original message is returned. Otherwise new Message returned with type 'ALARM', Alarm object in 'msg' property and 'metadata' will contains one of following properties 'isNewAlarm/isExistingAlarm'. " +
        "Message payload can be accessed via <code>msg</code> property. For example <code>'temperature = ' + msg.temperature ;</code>. " +
        "Message metadata can be accessed via <code>metadata</code> property. For example <code>'name = ' + metadata.customerName;</code>.",
      description: 'Create or Update Alarm',
      inEnabled: true,
      outEnabled: true,
      relationTypes: ['Created', 'Updated', 'False', 'Failure'],
      customRelations: false,
      ruleChainNode: false,
      defaultConfiguration: {
        alarmType: 'General Alarm',
        alarmDetailsBuildJs: DEFAULT_ALARM_DETAILS_BUILD_JS,
        severity: 'CRITICAL',
        propagate: false,
        propagateToOwner: false,
        propagateToTenant: false,
        useMessageAlarmData: false,
        overwriteAlarmDetails: false,
        dynamicSeverity: false,
        relationTypes: [],
      },
      uiResources: [CORE_CONFIG_UI],
      configDirective: 'tbActionNodeCreateAlarmConfig',
      icon: 'notifications_active',
      iconUrl: '',
      docUrl: '',
    },
  },
};

/** The platform's text when the severity (or the pattern it is made from) names no severity. */
export const BAD_SEVERITY = 'Used incorrect pattern or Alarm Severity not included in message';

/** What the message asks of the alarm, from the node's settings or (useMessageAlarmData) from the alarm in its data. */
interface AlarmRequest {
  type: string;
  severity: AlarmSeverity;
  propagate: boolean;
  propagateToOwner: boolean;
  propagateToTenant: boolean;
  propagateRelationTypes: string[] | null;
  /** the message's own alarm, when the node takes it from the data */
  fromMessage: ReturnType<typeof parseAlarmDraft> | null;
}

function severityOf(text: string): AlarmSeverity {
  if (!(ALARM_SEVERITIES as readonly string[]).includes(text)) throw new Error(BAD_SEVERITY);
  return text as AlarmSeverity;
}

/**
 * Creates an alarm of the originator when it has no uncleared alarm of the type (ACTIVE_UNACK, from the message's
 * timestamp), and otherwise updates that alarm (severity, propagation, details; its end moves to now). The type and
 * severity may hold `${metadata}` and `$[data]` patterns. The details come from the details script, which finds the
 * alarm's earlier details in `metadata.prevAlarmDetails`; with useMessageAlarmData the message's data is the alarm
 * to save, and its own details are kept unless overwriteAlarmDetails asks for the script's. The ALARM message goes
 * on along Created (metadata isNewAlarm) or Updated (isExistingAlarm), and the engine is told ENTITY_CREATED or
 * ENTITY_UPDATED about the alarm. The write goes through the rule engine's alarm write batch (decision 016), so the
 * alarm nodes of all chains share transactions with the device profile node.
 */
export const create: NodeFactory = (definition) => {
  const config = definition.configuration;
  const alarmType = stringOf(config.alarmType);
  const severity = stringOf(config.severity);
  const useMessageAlarmData = booleanOf(config.useMessageAlarmData, false);
  const buildDetails = !useMessageAlarmData || booleanOf(config.overwriteAlarmDetails, false);
  const relationTypes = stringListOf(config.relationTypes);
  const script = ruleNodeScript(stringOf(config.alarmDetailsBuildJs, DEFAULT_ALARM_DETAILS_BUILD_JS));

  const request = (msg: TbMsg): AlarmRequest => {
    if (!useMessageAlarmData) {
      return {
        type: processPattern(alarmType, msg),
        severity: severityOf(processPattern(severity, msg)),
        propagate: booleanOf(config.propagate, false),
        propagateToOwner: booleanOf(config.propagateToOwner, false),
        propagateToTenant: booleanOf(config.propagateToTenant, false),
        propagateRelationTypes: relationTypes,
        fromMessage: null,
      };
    }
    const data = JSON.parse(msg.data) as Partial<Alarm>;
    // A missing originator is the message's, a missing status a new alarm's, as the platform reads the data.
    const draft = parseAlarmDraft({ originator: msg.originator, status: 'ACTIVE_UNACK', ...data });
    return { ...draft, fromMessage: draft };
  };

  const handle = async (msg: TbMsg, context: NodeContext): Promise<NodeResult> => {
    const { db } = context.app;
    const asked = request(msg);
    const originator = asked.fromMessage?.originator ?? msg.originator;
    // The platform looks for the alarm to update by the message's originator, whatever the data names.
    const existing = await findLatestAlarm(db, msg.originator.id, asked.type);
    const customerId = await originatorCustomerId(db, originator);
    let alarm: Alarm;
    let created: boolean;
    if (!existing || existing.status.startsWith('CLEARED')) {
      const details = buildDetails
        ? await buildAlarmDetails(script, msg, null, context.app.apiUsage)
        : asked.fromMessage?.details;
      const startTs = messageTs(msg);
      const draft = asked.fromMessage
        ? { ...asked.fromMessage, details }
        : {
            type: asked.type,
            originator,
            severity: asked.severity,
            status: 'ACTIVE_UNACK' as const,
            startTs,
            endTs: startTs,
            ackTs: 0,
            clearTs: 0,
            details,
            propagate: asked.propagate,
            propagateToOwner: asked.propagateToOwner,
            propagateToTenant: asked.propagateToTenant,
            propagateRelationTypes: asked.propagateRelationTypes,
          };
      alarm = await createRuleAlarm(context.app, { tenantId: msg.tenantId, customerId }, draft);
      created = true;
    } else {
      const current = toAlarm(existing);
      const details = buildDetails
        ? await buildAlarmDetails(script, msg, current.details, context.app.apiUsage)
        : asked.fromMessage?.details;
      const stored = await mergeRuleAlarm(context.app, current.id.id, customerId, {
        type: current.type,
        originator: current.originator,
        severity: asked.severity,
        status: current.status,
        startTs: current.startTs,
        endTs: Date.now(),
        ackTs: current.ackTs,
        clearTs: current.clearTs,
        details,
        propagate: asked.propagate,
        propagateToOwner: asked.propagateToOwner,
        propagateToTenant: asked.propagateToTenant,
        propagateRelationTypes: asked.propagateRelationTypes,
      });
      if (!stored) throw notFound('Alarm', current.id.id);
      alarm = stored;
      created = false;
    }
    const action = created ? 'ENTITY_CREATED' : 'ENTITY_UPDATED';
    context.enqueue(await addressedAlarmActionMsg(context.app.db, alarm, definition.id, action));
    return {
      relation: created ? CREATED : UPDATED,
      msg: alarmResultMsg(msg, alarm, created ? 'isNewAlarm' : 'isExistingAlarm'),
    };
  };

  return async (msg, context) => {
    try {
      return await handle(msg, context);
    } catch (error) {
      return failure(msg, error);
    }
  };
};
