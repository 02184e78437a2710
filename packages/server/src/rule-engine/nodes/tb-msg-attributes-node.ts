import { ATTRIBUTE_SCOPES, type AttributeScope } from '../../telemetry/kv.js';
import { parseDeviceAttributes } from '../../telemetry/parse.js';
import { MSG_TYPES } from '../message.js';
import { failure, type NodeFactory, success } from '../node.js';

/**
 * org.thingsboard.rule.engine.telemetry.TbMsgAttributesNode: stores the attributes of a Post attributes message in
 * the configured scope (CLIENT_SCOPE by default), values by the device rules, a null value failing the message.
 * Devices hear of shared-attribute changes through the event bus, so notifyDevice needs nothing here.
 */
export const tbMsgAttributesNode: NodeFactory = (definition) => {
  const configured = String(definition.configuration.scope ?? 'CLIENT_SCOPE');
  const scope: AttributeScope = (ATTRIBUTE_SCOPES as readonly string[]).includes(configured)
    ? (configured as AttributeScope)
    : 'CLIENT_SCOPE';
  return async (msg, { app }) => {
    if (msg.type !== MSG_TYPES.postAttributes) {
      return failure(msg, new Error(`Unsupported msg type: ${msg.type}`));
    }
    const entries = parseDeviceAttributes(msg.data, { nulls: 'reject' });
    const now = Date.now();
    await app.telemetry.saveAttributes(
      msg.tenantId,
      msg.originator,
      scope,
      entries.map((entry) => ({ ...entry, lastUpdateTs: now })),
    );
    return success(msg);
  };
};
