import { type NodeFactory, success } from '../node.js';

/**
 * org.thingsboard.rule.engine.profile.TbDeviceProfileNode. Evaluating the device profile's alarm rules belongs to
 * the alarms issue; until then the node passes every message on as Success, which is what it does for a device
 * whose profile has no alarm rules.
 */
export const tbDeviceProfileNode: NodeFactory = () => (msg) => success(msg);
