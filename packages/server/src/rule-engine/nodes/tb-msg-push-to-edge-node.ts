import type { EdgeEventAction, EdgeEventType } from '@fleetdeck/model';
import { addEdgeEvent, findEdgesOfEntity } from '../../edges/store.js';
import { stringOf } from '../configuration.js';
import { MSG_TYPES, type TbMsg } from '../message.js';
import { CORE_CONFIG_UI, failure, type NodeFactory, type RuleNodeDescriptor, success } from '../node.js';

/** TbMsgPushToEdgeNodeConfiguration: the attribute scope of pushed attributes when the message names none. */
export type TbMsgPushToEdgeNodeConfiguration = { scope: string };

const SUPPORTED_TYPES = [
  MSG_TYPES.postTelemetry,
  MSG_TYPES.postAttributes,
  'ATTRIBUTES_UPDATED',
  'ATTRIBUTES_DELETED',
  'TIMESERIES_UPDATED',
  'ALARM',
];
const SUPPORTED_ORIGINATORS: readonly string[] = [
  'DEVICE',
  'ASSET',
  'ENTITY_VIEW',
  'DASHBOARD',
  'TENANT',
  'CUSTOMER',
  'EDGE',
];

export const descriptor: RuleNodeDescriptor<TbMsgPushToEdgeNodeConfiguration> = {
  type: 'ACTION',
  name: 'push to edge',
  clazz: 'org.thingsboard.rule.engine.edge.TbMsgPushToEdgeNode',
  scope: 'TENANT',
  ruleChainTypes: ['CORE'],
  configurationDescriptor: {
    nodeDefinition: {
      details:
        'Push messages from cloud to edge. Message originator must be assigned to particular edge or message ' +
        'originator is <b>EDGE</b> entity itself. This node used only on cloud instances to push messages from ' +
        'cloud to edge. Once message arrived into this node it’s going to be converted into edge event and saved to ' +
        "the local database. Node doesn't push messages directly to edge, but stores event(s) in the edge queue. " +
        '<br>Supports next originator types:<br><code>DEVICE</code><br><code>ASSET</code><br>' +
        '<code>ENTITY_VIEW</code><br><code>DASHBOARD</code><br><code>TENANT</code><br><code>CUSTOMER</code><br>' +
        '<code>EDGE</code><br><br>As well node supports next message types:<br><code>POST_TELEMETRY_REQUEST</code>' +
        '<br><code>POST_ATTRIBUTES_REQUEST</code><br><code>ATTRIBUTES_UPDATED</code><br>' +
        '<code>ATTRIBUTES_DELETED</code><br><code>ALARM</code><br><br>Message will be routed via <b>Failure</b> ' +
        'route if node was not able to save edge event to database or unsupported originator type/message type ' +
        'arrived. In case successful storage edge event to database message will be routed via <b>Success</b> route.',
      description: 'Push messages from cloud to edge',
      inEnabled: true,
      outEnabled: true,
      relationTypes: ['Success', 'Failure'],
      customRelations: false,
      ruleChainNode: false,
      defaultConfiguration: { scope: 'SERVER_SCOPE' },
      uiResources: [CORE_CONFIG_UI],
      configDirective: 'tbActionNodePushToEdgeConfig',
      icon: 'cloud_download',
      iconUrl: '',
      docUrl: '',
    },
  },
};

/** The edge event action of a message type. */
function actionOf(type: string): EdgeEventAction {
  if (type === MSG_TYPES.postTelemetry || type === 'TIMESERIES_UPDATED') return 'TIMESERIES_UPDATED';
  if (type === 'ATTRIBUTES_UPDATED') return 'ATTRIBUTES_UPDATED';
  if (type === MSG_TYPES.postAttributes) return 'POST_ATTRIBUTES';
  return 'ATTRIBUTES_DELETED';
}

/** The message time: the metadata's `ts` when it is a number, else the message's own. */
function messageTs(msg: TbMsg): number {
  const ts = Number(msg.metadata.ts);
  return msg.metadata.ts !== undefined && Number.isFinite(ts) ? ts : msg.ts;
}

/** The edge event a message becomes, as the platform builds it. */
function eventOf(
  msg: TbMsg,
  defaultScope: string,
): { type: EdgeEventType; action: EdgeEventAction; entityId: string; body?: unknown } {
  const data: unknown = JSON.parse(msg.data);
  if (msg.type === 'ALARM') {
    const alarmId = (data as { id?: { id?: unknown } } | null)?.id?.id;
    if (typeof alarmId !== 'string') throw new Error(`Alarm message has no alarm id: ${msg.data}`);
    return { type: 'ALARM', action: 'ADDED', entityId: alarmId };
  }
  const action = actionOf(msg.type);
  const scope = msg.metadata.scope || defaultScope;
  let body: Record<string, unknown> = {};
  if (action === 'ATTRIBUTES_UPDATED') body = { kv: data, scope };
  else if (action === 'POST_ATTRIBUTES') body = { kv: data, scope, isPostAttributes: true };
  else if (action === 'ATTRIBUTES_DELETED') body = { keys: (data as { attributes?: unknown })?.attributes, scope };
  else body = { data, ts: messageTs(msg) };
  return { type: msg.originator.entityType as EdgeEventType, action, entityId: msg.originator.id, body };
}

/**
 * Stores the message as an edge event for every edge its originator belongs to (an edge originator: that edge), for
 * the edge to pick up, and passes it on along Success. With no such edge the message ends here. Messages that came
 * from an edge (metadata `source` = `edge`) end here too, so they never go back. Other message or originator types
 * go to Failure.
 */
export const create: NodeFactory = (definition) => {
  const defaultScope = stringOf(definition.configuration.scope, 'SERVER_SCOPE');
  return async (msg, { app }) => {
    if (msg.metadata.source?.toLowerCase() === 'edge') return null;
    if (!SUPPORTED_ORIGINATORS.includes(msg.originator.entityType)) {
      return failure(msg, new Error(`Unsupported originator type '${msg.originator.entityType}'`));
    }
    if (!SUPPORTED_TYPES.includes(msg.type)) return failure(msg, new Error(`Unsupported msg type '${msg.type}'`));
    try {
      const event = eventOf(msg, defaultScope);
      const edges = await findEdgesOfEntity(app.db, msg.tenantId, msg.originator);
      if (edges.length === 0) return null;
      for (const edge of edges) await addEdgeEvent(app.db, edge, event);
      return success(msg);
    } catch (error) {
      return failure(msg, error);
    }
  };
};
