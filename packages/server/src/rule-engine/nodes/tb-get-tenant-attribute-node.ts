import { booleanOf } from '../configuration.js';
import { mappedValuesToMetadata } from '../enrichment.js';
import { CORE_CONFIG_UI, type NodeFactory, type RuleNodeDescriptor } from '../node.js';

/** TbGetEntityAttrNodeConfiguration: source key to metadata key, from attributes or latest telemetry. */
export type TbGetTenantAttributeNodeConfiguration = { attrMapping: Record<string, string>; telemetry: boolean };

export const descriptor: RuleNodeDescriptor<TbGetTenantAttributeNodeConfiguration> = {
  type: 'ENRICHMENT',
  name: 'tenant attributes',
  clazz: 'org.thingsboard.rule.engine.metadata.TbGetTenantAttributeNode',
  scope: 'TENANT',
  ruleChainTypes: ['CORE', 'EDGE'],
  configurationDescriptor: {
    nodeDefinition: {
      details:
        'If Attributes enrichment configured, server scope attributes are added into Message metadata. ' +
        'If Latest Telemetry enrichment configured, latest telemetry added into metadata. ' +
        'To access those attributes in other nodes this template can be used <code>metadata.temperature</code>.',
      description: 'Add Originators Tenant Attributes or Latest Telemetry into Message Metadata',
      inEnabled: true,
      outEnabled: true,
      relationTypes: ['Success', 'Failure'],
      customRelations: false,
      ruleChainNode: false,
      defaultConfiguration: { attrMapping: { temperature: 'tempo' }, telemetry: false },
      uiResources: [CORE_CONFIG_UI],
      configDirective: 'tbEnrichmentNodeTenantAttributesConfig',
      icon: '',
      iconUrl: '',
      docUrl: '',
    },
  },
};

/** Copies server attributes (or latest telemetry) of the message's tenant into the metadata under mapped names. */
export const create: NodeFactory = (definition) => {
  const telemetry = booleanOf(definition.configuration.telemetry, false);
  return (msg, { app }) =>
    mappedValuesToMetadata(
      app,
      { entityType: 'TENANT', id: msg.tenantId },
      definition.configuration.attrMapping,
      telemetry,
      msg,
    );
};
