import type { NodeFactory } from '../node.js';
import { tbDeviceProfileNode } from './tb-device-profile-node.js';
import { tbLogNode } from './tb-log-node.js';
import { tbMsgAttributesNode } from './tb-msg-attributes-node.js';
import { tbMsgTimeseriesNode } from './tb-msg-timeseries-node.js';
import { tbMsgTypeSwitchNode } from './tb-msg-type-switch-node.js';
import { tbSendRpcRequestNode } from './tb-send-rpc-request-node.js';

const ENGINE = 'org.thingsboard.rule.engine';

/** The node types this engine runs, by the Java class name stored as the rule node's type. */
export const NODE_TYPES: Record<string, NodeFactory> = {
  [`${ENGINE}.profile.TbDeviceProfileNode`]: tbDeviceProfileNode,
  [`${ENGINE}.filter.TbMsgTypeSwitchNode`]: tbMsgTypeSwitchNode,
  [`${ENGINE}.telemetry.TbMsgTimeseriesNode`]: tbMsgTimeseriesNode,
  [`${ENGINE}.telemetry.TbMsgAttributesNode`]: tbMsgAttributesNode,
  [`${ENGINE}.action.TbLogNode`]: tbLogNode,
  [`${ENGINE}.rpc.TbSendRPCRequestNode`]: tbSendRpcRequestNode,
};
