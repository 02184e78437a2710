import { NULL_UUID } from '@fleetdeck/model';
import { loadEntities } from '../../entities/store.js';
import { findContactDetails } from '../contact-store.js';
import { addDetails, detailsSelectionOf } from '../entity-details.js';
import { CORE_CONFIG_UI, failure, type NodeFactory, type RuleNodeDescriptor, success } from '../node.js';

/** TbGetCustomerDetailsNodeConfiguration: which details, into the data or the metadata. */
export type TbGetCustomerDetailsNodeConfiguration = { detailsList: string[]; addToMetadata: boolean };

/** The originators whose customer the node reads, with the word the platform's error names them by. */
const OWNED: Record<string, string> = {
  DEVICE: 'Device',
  ASSET: 'Asset',
  ENTITY_VIEW: 'EntityView',
  USER: 'User',
  EDGE: 'Edge',
};

export const descriptor: RuleNodeDescriptor<TbGetCustomerDetailsNodeConfiguration> = {
  type: 'ENRICHMENT',
  name: 'customer details',
  clazz: 'org.thingsboard.rule.engine.metadata.TbGetCustomerDetailsNode',
  scope: 'TENANT',
  ruleChainTypes: ['CORE', 'EDGE'],
  configurationDescriptor: {
    nodeDefinition: {
      details:
        'If checkbox: <b>Add selected details to the message metadata</b> is selected, existing fields will be added ' +
        'to the message metadata instead of message data.<br><br>Note: only Device, Asset, and Entity View type are ' +
        'allowed.<br><br>If the originator of the message is not assigned to Customer, or originator type is not ' +
        'supported - Message will be forwarded to <b>Failure</b> chain, otherwise, <b>Success</b> chain will be used.',
      description: 'Adds fields from Customer details to the message body or metadata',
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
 * Adds the selected contact details of the originator's customer (of a device, asset, entity view, user or edge)
 * as `customer_<detail>` to the data or the metadata. Nothing selected passes the message on unchanged. An
 * originator of another kind, or of no customer, goes to Failure with the platform's text.
 */
export const create: NodeFactory = (definition) => {
  const selection = detailsSelectionOf(definition.configuration);
  return async (msg, { app }) => {
    if (selection.details.length === 0) return success(msg);
    const { originator } = msg;
    const word = OWNED[originator.entityType];
    if (!word) {
      return failure(msg, new Error(`Entity with entityType '${originator.entityType}' is not supported.`));
    }
    const record = (await loadEntities(app.db, [originator])).get(`${originator.entityType}:${originator.id}`);
    if (!record) return failure(msg, new Error(`${word} with id [${originator.id}] is not found`));
    const customer =
      record.customerId && record.customerId !== NULL_UUID
        ? await findContactDetails(app.db, 'customer', record.customerId)
        : null;
    if (!customer) {
      return failure(msg, new Error(`${word} with name '${record.name}' is not assigned to Customer.`));
    }
    try {
      return success(addDetails(msg, customer, selection, 'customer_'));
    } catch (error) {
      return failure(msg, error);
    }
  };
};
