import { attributeFetchOf, attributesToMetadata, isMissingEntity } from '../enrichment.js';
import { CORE_CONFIG_UI, failure, type NodeFactory, type RuleNodeDescriptor } from '../node.js';

/** TbGetAttributesNodeConfiguration. */
export type TbGetAttributesNodeConfiguration = {
  clientAttributeNames: string[];
  sharedAttributeNames: string[];
  serverAttributeNames: string[];
  latestTsKeyNames: string[];
  tellFailureIfAbsent: boolean;
  getLatestValueWithTs: boolean;
};

export const descriptor: RuleNodeDescriptor<TbGetAttributesNodeConfiguration> = {
  type: 'ENRICHMENT',
  name: 'originator attributes',
  clazz: 'org.thingsboard.rule.engine.metadata.TbGetAttributesNode',
  scope: 'TENANT',
  ruleChainTypes: ['CORE', 'EDGE'],
  configurationDescriptor: {
    nodeDefinition: {
      details:
        'Add Message Originator Attributes (server\\shared\\client) and Latest Telemetry value into Message Metadata. ' +
        'Attribute names should be separated by comma. ' +
        'Server scope attributes are added with prefix <code>ss_</code>, shared with <code>shared_</code>, client with <code>cs_</code>; ' +
        'latest telemetry values are added without a prefix. ' +
        'To access those attributes in other nodes use <code>metadata.ss_attributeName</code>.',
      description: 'Add Message Originator Attributes or Latest Telemetry into Message Metadata',
      inEnabled: true,
      outEnabled: true,
      relationTypes: ['Success', 'Failure'],
      customRelations: false,
      ruleChainNode: false,
      defaultConfiguration: {
        clientAttributeNames: [],
        sharedAttributeNames: [],
        serverAttributeNames: [],
        latestTsKeyNames: [],
        tellFailureIfAbsent: true,
        getLatestValueWithTs: false,
      },
      uiResources: [CORE_CONFIG_UI],
      configDirective: 'tbEnrichmentNodeOriginatorAttributesConfig',
      icon: '',
      iconUrl: '',
      docUrl: '',
    },
  },
};

/** Adds the originator's attributes and latest telemetry to the metadata (see attributesToMetadata). */
export const create: NodeFactory = (definition) => {
  const fetch = attributeFetchOf(definition.configuration);
  return async (msg, { app }) => {
    if (isMissingEntity(msg.originator)) return failure(msg, new Error('Originator is not an entity!'));
    return attributesToMetadata(app, msg.originator, fetch, msg);
  };
};
