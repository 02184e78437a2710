import { CORE_CONFIG_UI, FAILURE, type NodeFactory, type RuleNodeDescriptor } from '../node.js';

/** Message type → relation type, as org.thingsboard.rule.engine.filter.TbMsgTypeSwitchNode of 3.4.1 maps them. */
const RELATIONS: Record<string, string> = {
  POST_ATTRIBUTES_REQUEST: 'Post attributes',
  POST_TELEMETRY_REQUEST: 'Post telemetry',
  TO_SERVER_RPC_REQUEST: 'RPC Request from Device',
  ACTIVITY_EVENT: 'Activity Event',
  INACTIVITY_EVENT: 'Inactivity Event',
  CONNECT_EVENT: 'Connect Event',
  DISCONNECT_EVENT: 'Disconnect Event',
  ENTITY_CREATED: 'Entity Created',
  ENTITY_UPDATED: 'Entity Updated',
  ENTITY_DELETED: 'Entity Deleted',
  ENTITY_ASSIGNED: 'Entity Assigned',
  ENTITY_UNASSIGNED: 'Entity Unassigned',
  ATTRIBUTES_UPDATED: 'Attributes Updated',
  ATTRIBUTES_DELETED: 'Attributes Deleted',
  ALARM_ACK: 'Alarm Acknowledged',
  ALARM_CLEAR: 'Alarm Cleared',
  RPC_CALL_FROM_SERVER_TO_DEVICE: 'RPC Request to Device',
  ENTITY_ASSIGNED_FROM_TENANT: 'Entity Assigned From Tenant',
  ENTITY_ASSIGNED_TO_TENANT: 'Entity Assigned To Tenant',
  TIMESERIES_UPDATED: 'Timeseries Updated',
  TIMESERIES_DELETED: 'Timeseries Deleted',
  RPC_QUEUED: 'RPC Queued',
  RPC_SENT: 'RPC Sent',
  RPC_DELIVERED: 'RPC Delivered',
  RPC_SUCCESSFUL: 'RPC Successful',
  RPC_TIMEOUT: 'RPC Timeout',
  RPC_EXPIRED: 'RPC Expired',
  RPC_FAILED: 'RPC Failed',
  RPC_DELETED: 'RPC Deleted',
};

const OTHER = 'Other';

export function msgTypeRelation(type: string): string {
  return RELATIONS[type] ?? OTHER;
}

/** EmptyNodeConfiguration: the version is all it holds. */
export type EmptyNodeConfiguration = { version: number };

export const descriptor: RuleNodeDescriptor<EmptyNodeConfiguration> = {
  type: 'FILTER',
  name: 'message type switch',
  clazz: 'org.thingsboard.rule.engine.filter.TbMsgTypeSwitchNode',
  scope: 'TENANT',
  ruleChainTypes: ['CORE', 'EDGE'],
  configurationDescriptor: {
    nodeDefinition: {
      details:
        'Sends messages with message types <b>"Post attributes", "Post telemetry", "RPC Request"</b> etc. via corresponding chain, ' +
        'otherwise <b>Other</b> chain is used.',
      description: 'Route incoming messages by Message Type',
      inEnabled: true,
      outEnabled: true,
      // The platform's order, which is the palette's: not the order of the mapping above.
      relationTypes: [
        'Post attributes',
        'Post telemetry',
        'RPC Request from Device',
        'RPC Request to Device',
        'RPC Queued',
        'RPC Sent',
        'RPC Delivered',
        'RPC Successful',
        'RPC Timeout',
        'RPC Expired',
        'RPC Failed',
        'RPC Deleted',
        'Activity Event',
        'Inactivity Event',
        'Connect Event',
        'Disconnect Event',
        'Entity Created',
        'Entity Updated',
        'Entity Deleted',
        'Entity Assigned',
        'Entity Unassigned',
        'Attributes Updated',
        'Attributes Deleted',
        'Alarm Acknowledged',
        'Alarm Cleared',
        OTHER,
        'Entity Assigned From Tenant',
        'Entity Assigned To Tenant',
        'Timeseries Updated',
        'Timeseries Deleted',
        FAILURE,
      ],
      customRelations: false,
      ruleChainNode: false,
      defaultConfiguration: { version: 0 },
      uiResources: [CORE_CONFIG_UI],
      configDirective: 'tbNodeEmptyConfig',
      icon: '',
      iconUrl: '',
      docUrl: '',
    },
  },
};

/** Routes by message type, anything else to Other. */
export const create: NodeFactory = () => (msg) => ({ relation: msgTypeRelation(msg.type), msg });
