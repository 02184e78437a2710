import { ATTRIBUTE_SCOPES, type AttributeScope } from '../../telemetry/kv.js';
import { parseDeviceAttributes } from '../../telemetry/parse.js';
import { MSG_TYPES } from '../message.js';
import { CORE_CONFIG_UI, failure, type NodeFactory, type RuleNodeDescriptor, success } from '../node.js';

/** TbMsgAttributesNodeConfiguration. */
export type TbMsgAttributesNodeConfiguration = { scope: AttributeScope; notifyDevice: boolean };

export const descriptor: RuleNodeDescriptor<TbMsgAttributesNodeConfiguration> = {
  type: 'ACTION',
  name: 'save attributes',
  clazz: 'org.thingsboard.rule.engine.telemetry.TbMsgAttributesNode',
  scope: 'TENANT',
  ruleChainTypes: ['CORE', 'EDGE'],
  configurationDescriptor: {
    nodeDefinition: {
      details:
        "Saves entity attributes based on configurable scope parameter. Expects messages with 'POST_ATTRIBUTES_REQUEST' message type",
      description: 'Saves attributes data',
      inEnabled: true,
      outEnabled: true,
      relationTypes: ['Success', 'Failure'],
      customRelations: false,
      ruleChainNode: false,
      defaultConfiguration: { scope: 'SERVER_SCOPE', notifyDevice: false },
      uiResources: [CORE_CONFIG_UI],
      configDirective: 'tbActionNodeAttributesConfig',
      icon: 'file_upload',
      iconUrl: '',
      docUrl: '',
    },
  },
};

/**
 * Stores the attributes of a Post attributes message in the configured scope (CLIENT_SCOPE when the configuration
 * names none), values by the device rules, a null value failing the message. Devices hear of shared-attribute
 * changes through the event bus, so notifyDevice needs nothing here.
 */
export const create: NodeFactory = (definition) => {
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
