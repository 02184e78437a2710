import { findContactDetails } from '../contact-store.js';
import { addDetails, detailsSelectionOf } from '../entity-details.js';
import { CORE_CONFIG_UI, failure, type NodeFactory, type RuleNodeDescriptor, success } from '../node.js';

/** TbGetTenantDetailsNodeConfiguration: which details, into the data or the metadata. */
export type TbGetTenantDetailsNodeConfiguration = { detailsList: string[]; addToMetadata: boolean };

export const descriptor: RuleNodeDescriptor<TbGetTenantDetailsNodeConfiguration> = {
  type: 'ENRICHMENT',
  name: 'tenant details',
  clazz: 'org.thingsboard.rule.engine.metadata.TbGetTenantDetailsNode',
  scope: 'TENANT',
  ruleChainTypes: ['CORE', 'EDGE'],
  configurationDescriptor: {
    nodeDefinition: {
      details:
        'If checkbox: <b>Add selected details to the message metadata</b> is selected, existing fields will be added ' +
        'to the message metadata instead of message data.',
      description: 'Adds fields from Tenant details to the message body or metadata',
      inEnabled: true,
      outEnabled: true,
      relationTypes: ['Success', 'Failure'],
      customRelations: false,
      ruleChainNode: false,
      defaultConfiguration: { detailsList: [], addToMetadata: false },
      uiResources: [CORE_CONFIG_UI],
      configDirective: 'tbEnrichmentNodeEntityDetailsConfig',
      icon: '',
      iconUrl: '',
      docUrl: '',
    },
  },
};

/**
 * Adds the selected contact details of the message's tenant as `tenant_<detail>` to the data or the metadata.
 * Nothing selected passes the message on unchanged; data that is not a JSON object goes to Failure.
 */
export const create: NodeFactory = (definition) => {
  const selection = detailsSelectionOf(definition.configuration);
  return async (msg, { app }) => {
    if (selection.details.length === 0) return success(msg);
    const tenant = await findContactDetails(app.db, 'tenant', msg.tenantId);
    if (!tenant) return failure(msg, new Error(`Tenant with id [${msg.tenantId}] is not found`));
    try {
      return success(addDetails(msg, tenant, selection, 'tenant_'));
    } catch (error) {
      return failure(msg, error);
    }
  };
};
