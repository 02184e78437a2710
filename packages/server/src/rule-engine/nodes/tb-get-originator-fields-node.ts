import { mappingOf } from '../enrichment.js';
import { findEntityFields } from '../entity-store.js';
import { CORE_CONFIG_UI, failure, type NodeFactory, type RuleNodeDescriptor, success } from '../node.js';

/** TbGetOriginatorFieldsConfiguration: entity field name to metadata key. */
export type TbGetOriginatorFieldsNodeConfiguration = { fieldsMapping: Record<string, string> };

const SUPPORTED = ['TENANT', 'CUSTOMER', 'USER', 'ASSET', 'DEVICE', 'ALARM', 'RULE_CHAIN', 'ENTITY_VIEW'];

/** A field value as the platform writes it into metadata: text as is, numbers and flags as text, JSON as JSON. */
function fieldText(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint') return String(value);
  return JSON.stringify(value);
}

export const descriptor: RuleNodeDescriptor<TbGetOriginatorFieldsNodeConfiguration> = {
  type: 'ENRICHMENT',
  name: 'originator fields',
  clazz: 'org.thingsboard.rule.engine.metadata.TbGetOriginatorFieldsNode',
  scope: 'TENANT',
  ruleChainTypes: ['CORE', 'EDGE'],
  configurationDescriptor: {
    nodeDefinition: {
      details:
        'Will fetch fields values specified in mapping. If specified field is not part of originator fields it will be ignored.',
      description: 'Add Message Originator fields values into Message Metadata',
      inEnabled: true,
      outEnabled: true,
      relationTypes: ['Success', 'Failure'],
      customRelations: false,
      ruleChainNode: false,
      defaultConfiguration: { fieldsMapping: { name: 'originatorName', type: 'originatorType' } },
      uiResources: [CORE_CONFIG_UI],
      configDirective: 'tbEnrichmentNodeOriginatorFieldsConfig',
      icon: '',
      iconUrl: '',
      docUrl: '',
    },
  },
};

/**
 * Copies the originator's fields (id, createdTime, name, type, label, email, title, …) into the metadata under the
 * mapped keys; fields the originator lacks or has empty are skipped. An originator that is gone, or of a kind
 * without fields, sends the message to Failure.
 */
export const create: NodeFactory =
  (definition) =>
  async (msg, { app }) => {
    if (!SUPPORTED.includes(msg.originator.entityType)) {
      return failure(msg, new Error(`Unsupported originator type: ${msg.originator.entityType}!`));
    }
    const fields = await findEntityFields(app.db, msg.originator);
    if (!fields)
      return failure(msg, new Error(`${msg.originator.entityType} with id [${msg.originator.id}] is not found`));
    const metadata = { ...msg.metadata };
    for (const [field, target] of mappingOf(definition.configuration.fieldsMapping, msg)) {
      const text = fieldText(fields[field]);
      if (text !== null) metadata[target] = text;
    }
    return success({ ...msg, metadata });
  };
