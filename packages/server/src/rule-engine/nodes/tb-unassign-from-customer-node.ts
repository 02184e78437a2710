import { NULL_UUID } from '@fleetdeck/model';
import { stringOf } from '../configuration.js';
import { ASSIGNABLE_TYPES, customerByTitle } from '../customer-assignment.js';
import { setEntityCustomer } from '../entity-store.js';
import { CORE_CONFIG_UI, failure, type NodeFactory, type RuleNodeDescriptor, success } from '../node.js';
import { processPattern } from '../pattern.js';

/** TbUnassignFromCustomerNodeConfiguration. */
export type TbUnassignFromCustomerNodeConfiguration = { customerNamePattern: string; customerCacheExpiration: number };

export const descriptor: RuleNodeDescriptor<TbUnassignFromCustomerNodeConfiguration> = {
  type: 'ACTION',
  name: 'unassign from customer',
  clazz: 'org.thingsboard.rule.engine.action.TbUnassignFromCustomerNode',
  scope: 'TENANT',
  ruleChainTypes: ['CORE', 'EDGE'],
  configurationDescriptor: {
    nodeDefinition: {
      details: 'Finds target Customer by customer name pattern and then unassign Originator Entity from this customer.',
      description: 'Unassign Message Originator Entity from Customer',
      inEnabled: true,
      outEnabled: true,
      relationTypes: ['Success', 'Failure'],
      customRelations: false,
      ruleChainNode: false,
      defaultConfiguration: { customerNamePattern: '', customerCacheExpiration: 300 },
      uiResources: [CORE_CONFIG_UI],
      configDirective: 'tbActionNodeUnAssignToCustomerConfig',
      icon: 'remove_circle',
      iconUrl: '',
      docUrl: '',
    },
  },
};

/**
 * Unassigns the originator (a device, asset, entity view or edge) from its customer. The customer the pattern names
 * must exist; an entity owned by one customer at a time leaves whichever owns it.
 */
export const create: NodeFactory = (definition) => {
  const pattern = stringOf(definition.configuration.customerNamePattern);
  return async (msg, { app }) => {
    if (!ASSIGNABLE_TYPES.includes(msg.originator.entityType)) {
      return failure(msg, new Error(`Unsupported originator type '${msg.originator.entityType}'!`));
    }
    const title = processPattern(pattern, msg);
    const customer = await customerByTitle(app, msg.tenantId, title, null);
    if (!customer) return failure(msg, new Error(`No customer found with name '${title}'.`));
    await setEntityCustomer(app.db, msg.originator, NULL_UUID);
    app.bus.publish({ type: 'entitySaved', tenantId: msg.tenantId, entityId: msg.originator, created: false });
    return success(msg);
  };
};
