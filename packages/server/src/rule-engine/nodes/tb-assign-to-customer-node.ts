import { booleanOf, stringOf } from '../configuration.js';
import { tellCreated } from '../created-entity.js';
import { ASSIGNABLE_TYPES, customerByTitle } from '../customer-assignment.js';
import { setEntityCustomer } from '../entity-store.js';
import { CORE_CONFIG_UI, failure, type NodeFactory, type RuleNodeDescriptor, success } from '../node.js';
import { processPattern } from '../pattern.js';

/** TbAssignToCustomerNodeConfiguration. */
export type TbAssignToCustomerNodeConfiguration = {
  customerNamePattern: string;
  customerCacheExpiration: number;
  createCustomerIfNotExists: boolean;
};

export const descriptor: RuleNodeDescriptor<TbAssignToCustomerNodeConfiguration> = {
  type: 'ACTION',
  name: 'assign to customer',
  clazz: 'org.thingsboard.rule.engine.action.TbAssignToCustomerNode',
  scope: 'TENANT',
  ruleChainTypes: ['CORE', 'EDGE'],
  configurationDescriptor: {
    nodeDefinition: {
      details:
        'Finds target Customer by customer name pattern and then assign Originator Entity to this customer. ' +
        "Will create new Customer if it doesn't exists and 'Create new Customer if not exists' is set to true.",
      description: 'Assign Message Originator Entity to Customer',
      inEnabled: true,
      outEnabled: true,
      relationTypes: ['Success', 'Failure'],
      customRelations: false,
      ruleChainNode: false,
      defaultConfiguration: { customerNamePattern: '', customerCacheExpiration: 300, createCustomerIfNotExists: false },
      uiResources: [CORE_CONFIG_UI],
      configDirective: 'tbActionNodeAssignToCustomerConfig',
      icon: 'add_circle',
      iconUrl: '',
      docUrl: '',
    },
  },
};

/**
 * Assigns the originator (a device, asset, entity view or edge) to the customer whose title the pattern gives,
 * creating that customer when asked (and telling the rule engine of it). Customers are read on every message, so no cache outlives a rename.
 */
export const create: NodeFactory = (definition) => {
  const pattern = stringOf(definition.configuration.customerNamePattern);
  const createCustomer = booleanOf(definition.configuration.createCustomerIfNotExists, false);
  return async (msg, context) => {
    const { app } = context;
    if (!ASSIGNABLE_TYPES.includes(msg.originator.entityType)) {
      return failure(msg, new Error(`Unsupported originator type '${msg.originator.entityType}'!`));
    }
    const title = processPattern(pattern, msg);
    const customer = await customerByTitle(
      app,
      msg.tenantId,
      title,
      createCustomer ? tellCreated(context, msg.tenantId) : null,
    );
    if (!customer) return failure(msg, new Error(`No customer found with name '${title}'.`));
    await setEntityCustomer(app.db, msg.originator, customer.id);
    app.bus.publish({ type: 'entitySaved', tenantId: msg.tenantId, entityId: msg.originator, created: false });
    return success(msg);
  };
};
