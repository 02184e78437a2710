import { booleanOf } from '../configuration.js';
import { mappedValuesToMetadata } from '../enrichment.js';
import { CORE_CONFIG_UI, failure, type NodeFactory, type RuleNodeDescriptor } from '../node.js';
import { firstRelatedEntity } from '../related-entity.js';

/** TbGetRelatedAttrNodeConfiguration: mapping, source, and the relations query that finds the entity. */
export type TbGetRelatedAttributeNodeConfiguration = {
  attrMapping: Record<string, string>;
  telemetry: boolean;
  relationsQuery: {
    direction: string;
    maxLevel: number;
    filters: Array<{ relationType: string; entityTypes: string[] }>;
    fetchLastLevelOnly: boolean;
  };
};

export const descriptor: RuleNodeDescriptor<TbGetRelatedAttributeNodeConfiguration> = {
  type: 'ENRICHMENT',
  name: 'related attributes',
  clazz: 'org.thingsboard.rule.engine.metadata.TbGetRelatedAttributeNode',
  scope: 'TENANT',
  ruleChainTypes: ['CORE', 'EDGE'],
  configurationDescriptor: {
    nodeDefinition: {
      details:
        'If Attributes enrichment configured, server scope attributes are added into Message metadata. ' +
        'If Latest Telemetry enrichment configured, latest telemetry added into metadata. ' +
        'To access those attributes in other nodes this template can be used <code>metadata.temperature</code>.',
      description: 'Add Originators Related Entity Attributes or Latest Telemetry into Message Metadata',
      inEnabled: true,
      outEnabled: true,
      relationTypes: ['Success', 'Failure'],
      customRelations: false,
      ruleChainNode: false,
      defaultConfiguration: {
        attrMapping: { temperature: 'tempo' },
        telemetry: false,
        relationsQuery: {
          direction: 'FROM',
          maxLevel: 1,
          filters: [{ relationType: 'Contains', entityTypes: [] }],
          fetchLastLevelOnly: false,
        },
      },
      uiResources: [CORE_CONFIG_UI],
      configDirective: 'tbEnrichmentNodeRelatedAttributesConfig',
      icon: '',
      iconUrl: '',
      docUrl: '',
    },
  },
};

/**
 * Copies server attributes (or latest telemetry) of the first entity the relations query reaches from the
 * originator into the metadata under mapped names; no related entity sends the message to Failure.
 */
export const create: NodeFactory = (definition) => {
  const telemetry = booleanOf(definition.configuration.telemetry, false);
  return async (msg, { app }) => {
    const related = await firstRelatedEntity(app.db, msg.originator, definition.configuration.relationsQuery);
    if (!related) return failure(msg, new Error('Related entity not found!'));
    return mappedValuesToMetadata(app, related, definition.configuration.attrMapping, telemetry, msg);
  };
};
