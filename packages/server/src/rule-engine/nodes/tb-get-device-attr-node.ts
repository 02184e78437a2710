import { attributeFetchOf, attributesToMetadata } from '../enrichment.js';
import { CORE_CONFIG_UI, failure, type NodeFactory, type RuleNodeDescriptor } from '../node.js';
import { firstRelatedDevice } from '../related-entity.js';

/** TbGetDeviceAttrNodeConfiguration: the keys to read, and the query that finds the related device. */
export type TbGetDeviceAttrNodeConfiguration = {
  clientAttributeNames: string[];
  sharedAttributeNames: string[];
  serverAttributeNames: string[];
  latestTsKeyNames: string[];
  tellFailureIfAbsent: boolean;
  getLatestValueWithTs: boolean;
  deviceRelationsQuery: {
    direction: string;
    maxLevel: number;
    relationType: string;
    deviceTypes: string[];
    fetchLastLevelOnly: boolean;
  };
};

export const descriptor: RuleNodeDescriptor<TbGetDeviceAttrNodeConfiguration> = {
  type: 'ENRICHMENT',
  name: 'related device attributes',
  clazz: 'org.thingsboard.rule.engine.metadata.TbGetDeviceAttrNode',
  scope: 'TENANT',
  ruleChainTypes: ['CORE', 'EDGE'],
  configurationDescriptor: {
    nodeDefinition: {
      details:
        'If Attributes enrichment configured, <b>CLIENT/SHARED/SERVER</b> attributes are added into Message metadata ' +
        'with specific prefix: <i>cs/shared/ss</i>. Latest telemetry value added into metadata without prefix. ' +
        'To access those attributes in other nodes this template can be used ' +
        '<code>metadata.cs_temperature</code> or <code>metadata.shared_limit</code> ',
      description: 'Add Originators Related Device Attributes and Latest Telemetry value into Message Metadata',
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
        deviceRelationsQuery: {
          direction: 'FROM',
          maxLevel: 1,
          relationType: 'Contains',
          deviceTypes: ['default'],
          fetchLastLevelOnly: false,
        },
      },
      uiResources: [CORE_CONFIG_UI],
      configDirective: 'tbEnrichmentNodeDeviceAttributesConfig',
      icon: '',
      iconUrl: '',
      docUrl: '',
    },
  },
};

/**
 * Adds the attributes and latest telemetry of the first related device (of one of the configured device types) to
 * the metadata, with the prefixes of the originator attributes node; no such device sends the message to Failure.
 */
export const create: NodeFactory = (definition) => {
  const fetch = attributeFetchOf(definition.configuration);
  return async (msg, { app }) => {
    const device = await firstRelatedDevice(app.db, msg.originator, definition.configuration.deviceRelationsQuery);
    if (!device)
      return failure(
        msg,
        new Error(
          'Failed to find related device to message originator using relation query specified in the configuration!',
        ),
      );
    return attributesToMetadata(app, device, fetch, msg);
  };
};
