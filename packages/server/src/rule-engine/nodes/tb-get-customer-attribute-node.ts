import { NULL_UUID } from '@fleetdeck/model';
import { loadEntities } from '../../entities/store.js';
import { booleanOf } from '../configuration.js';
import { mappedValuesToMetadata } from '../enrichment.js';
import { CORE_CONFIG_UI, failure, type NodeFactory, type RuleNodeDescriptor } from '../node.js';

/** TbGetEntityAttrNodeConfiguration: source key to metadata key, from attributes or latest telemetry. */
export type TbGetCustomerAttributeNodeConfiguration = { attrMapping: Record<string, string>; telemetry: boolean };

const OWNED_BY_CUSTOMER = ['USER', 'ASSET', 'DEVICE'];

export const descriptor: RuleNodeDescriptor<TbGetCustomerAttributeNodeConfiguration> = {
  type: 'ENRICHMENT',
  name: 'customer attributes',
  clazz: 'org.thingsboard.rule.engine.metadata.TbGetCustomerAttributeNode',
  scope: 'TENANT',
  ruleChainTypes: ['CORE', 'EDGE'],
  configurationDescriptor: {
    nodeDefinition: {
      details:
        'If Attributes enrichment configured, server scope attributes are added into Message metadata. ' +
        'If Latest Telemetry enrichment configured, latest telemetry added into metadata. ' +
        'To access those attributes in other nodes this template can be used <code>metadata.temperature</code>.',
      description: 'Add Originators Customer Attributes or Latest Telemetry into Message Metadata',
      inEnabled: true,
      outEnabled: true,
      relationTypes: ['Success', 'Failure'],
      customRelations: false,
      ruleChainNode: false,
      defaultConfiguration: { attrMapping: { temperature: 'tempo' }, telemetry: false },
      uiResources: [CORE_CONFIG_UI],
      configDirective: 'tbEnrichmentNodeCustomerAttributesConfig',
      icon: '',
      iconUrl: '',
      docUrl: '',
    },
  },
};

/**
 * Copies server attributes (or latest telemetry) of the originator's customer into the metadata: the originator
 * itself when it is a customer, else the customer a user, asset or device belongs to. Other originators, and
 * originators of no customer, send the message to Failure.
 */
export const create: NodeFactory = (definition) => {
  const telemetry = booleanOf(definition.configuration.telemetry, false);
  return async (msg, { app }) => {
    const { originator } = msg;
    let customerId: string | null = null;
    if (originator.entityType === 'CUSTOMER') customerId = originator.id;
    else if (OWNED_BY_CUSTOMER.includes(originator.entityType)) {
      const record = (await loadEntities(app.db, [originator])).get(`${originator.entityType}:${originator.id}`);
      customerId = record?.customerId ?? null;
    } else {
      return failure(msg, new Error(`Unexpected original EntityType ${originator.entityType}`));
    }
    if (!customerId || customerId === NULL_UUID) return failure(msg, new Error('Originator has no customer!'));
    const customer = { entityType: 'CUSTOMER' as const, id: customerId };
    return mappedValuesToMetadata(app, customer, definition.configuration.attrMapping, telemetry, msg);
  };
};
