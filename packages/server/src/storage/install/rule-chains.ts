import { toFlag, toJsonText } from '../../common/json.js';
import { newId, uuidTime } from '../../common/uuid.js';
import type { Db } from '../schema.js';

export interface NodeTemplate {
  type: string;
  name: string;
  configuration: Record<string, unknown>;
  layout: [number, number];
}

const ENGINE = 'org.thingsboard.rule.engine';

const LOG_RPC_SCRIPT =
  "return '\\nIncoming message:\\n' + JSON.stringify(msg) + '\\nIncoming metadata:\\n' + JSON.stringify(metadata);";

/** The nodes of the Root Rule Chain by index, and its connections; firstNodeIndex is 6. */
const ROOT_NODES: NodeTemplate[] = [
  {
    type: `${ENGINE}.telemetry.TbMsgTimeseriesNode`,
    name: 'Save Timeseries',
    configuration: { defaultTTL: 0 },
    layout: [824, 156],
  },
  {
    type: `${ENGINE}.telemetry.TbMsgAttributesNode`,
    name: 'Save Client Attributes',
    configuration: { scope: 'CLIENT_SCOPE', notifyDevice: 'false' },
    layout: [825, 52],
  },
  {
    type: `${ENGINE}.filter.TbMsgTypeSwitchNode`,
    name: 'Message Type Switch',
    configuration: { version: 0 },
    layout: [347, 149],
  },
  {
    type: `${ENGINE}.action.TbLogNode`,
    name: 'Log RPC from Device',
    configuration: { jsScript: LOG_RPC_SCRIPT },
    layout: [825, 266],
  },
  {
    type: `${ENGINE}.action.TbLogNode`,
    name: 'Log Other',
    configuration: { jsScript: LOG_RPC_SCRIPT },
    layout: [824, 378],
  },
  {
    type: `${ENGINE}.rpc.TbSendRPCRequestNode`,
    name: 'RPC Call Request',
    configuration: { timeoutInSeconds: 60 },
    layout: [824, 466],
  },
  {
    type: `${ENGINE}.profile.TbDeviceProfileNode`,
    name: 'Device Profile Node',
    configuration: { persistAlarmRulesState: false, fetchAlarmRulesStateOnStart: false },
    layout: [204, 240],
  },
];

export const ROOT_CONNECTIONS: Array<[number, number, string]> = [
  [6, 2, 'Success'],
  [2, 4, 'Other'],
  [2, 1, 'Post attributes'],
  [2, 0, 'Post telemetry'],
  [2, 3, 'RPC Request from Device'],
  [2, 5, 'RPC Request to Device'],
];

/** Where the Device Profile Rule Chain Template lays out the Root Rule Chain's nodes, by index. */
const TEMPLATE_LAYOUT: Array<[number, number]> = [
  [822, 294],
  [824, 221],
  [494, 309],
  [824, 383],
  [823, 444],
  [822, 507],
  [209, 307],
];

/**
 * The Device Profile Rule Chain Template: the Root Rule Chain's nodes and connections (first node 6) in another
 * layout, whose Save Client Attributes node names no notifyDevice (so devices are notified).
 */
export const DEVICE_PROFILE_TEMPLATE_NODES: NodeTemplate[] = ROOT_NODES.map((node, index) => ({
  ...node,
  configuration: index === 1 ? { scope: 'CLIENT_SCOPE' } : node.configuration,
  layout: TEMPLATE_LAYOUT[index] ?? node.layout,
}));

/** The index of the first node of the root chains and of the template. */
export const ROOT_FIRST_NODE_INDEX = 6;

const EDGE_NODES: NodeTemplate[] = [
  ...ROOT_NODES,
  {
    type: `${ENGINE}.edge.TbMsgPushToCloudNode`,
    name: 'Push to cloud',
    configuration: { scope: 'SERVER_SCOPE' },
    layout: [1129, 52],
  },
];

const EDGE_CONNECTIONS: Array<[number, number, string]> = [...ROOT_CONNECTIONS, [0, 7, 'Success'], [1, 7, 'Success']];

export interface RuleChainTemplate {
  name: string;
  type: 'CORE' | 'EDGE';
  root: boolean;
}

/**
 * Writes a rule chain with its nodes; node connections are stored as RULE_NODE relations, as the platform does,
 * so the rule-chain metadata API can read them back in order.
 */
export async function createRuleChain(
  db: Db,
  tenantId: string,
  chain: RuleChainTemplate,
  nodes: NodeTemplate[] = chain.type === 'EDGE' ? EDGE_NODES : ROOT_NODES,
  connections: Array<[number, number, string]> = chain.type === 'EDGE' ? EDGE_CONNECTIONS : ROOT_CONNECTIONS,
): Promise<string> {
  const chainId = newId();
  const nodeIds = nodes.map(() => newId());
  await db
    .insertInto('rule_chain')
    .values({
      id: chainId,
      created_time: uuidTime(chainId),
      tenant_id: tenantId,
      name: chain.name,
      type: chain.type,
      first_rule_node_id: nodeIds[ROOT_FIRST_NODE_INDEX] ?? null,
      root: toFlag(chain.root),
      debug_mode: 0,
      configuration: null,
      additional_info: toJsonText({ description: '' }),
      external_id: null,
    })
    .execute();
  await db
    .insertInto('rule_node')
    .values(
      nodes.map((node, index) => ({
        id: nodeIds[index] as string,
        created_time: uuidTime(nodeIds[index] as string),
        rule_chain_id: chainId,
        type: node.type,
        name: node.name,
        debug_mode: 0,
        configuration: toJsonText(node.configuration),
        additional_info: toJsonText({ description: '', layoutX: node.layout[0], layoutY: node.layout[1] }),
        external_id: null,
      })),
    )
    .execute();
  await db
    .insertInto('relation')
    .values(
      connections.map(([from, to, type]) => ({
        from_id: nodeIds[from] as string,
        from_type: 'RULE_NODE',
        to_id: nodeIds[to] as string,
        to_type: 'RULE_NODE',
        relation_type_group: 'RULE_NODE',
        relation_type: type,
        additional_info: null,
      })),
    )
    .execute();
  return chainId;
}
