import { CORE_CONFIG_UI, failure, type NodeFactory, type RuleNodeDescriptor } from '../node.js';
import type { EmptyNodeConfiguration } from './tb-msg-type-switch-node.js';

/** Originator entity type → relation type, as the 3.4.1 node maps them. */
const RELATIONS: Readonly<Record<string, string>> = {
  TENANT: 'Tenant',
  CUSTOMER: 'Customer',
  USER: 'User',
  DASHBOARD: 'Dashboard',
  ASSET: 'Asset',
  DEVICE: 'Device',
  ENTITY_VIEW: 'Entity View',
  // Not among the declared relation types, so the editor cannot offer it: an edge's message ends here unless a
  // connection was made some other way (an import).
  EDGE: 'Edge',
  RULE_CHAIN: 'Rule chain',
  RULE_NODE: 'Rule node',
  ALARM: 'Alarm',
};

export const descriptor: RuleNodeDescriptor<EmptyNodeConfiguration> = {
  type: 'FILTER',
  name: 'originator type switch',
  clazz: 'org.thingsboard.rule.engine.filter.TbOriginatorTypeSwitchNode',
  scope: 'TENANT',
  ruleChainTypes: ['CORE', 'EDGE'],
  configurationDescriptor: {
    nodeDefinition: {
      details: "Routes messages to chain according to the originator type ('Device', 'Asset', etc.).",
      description: 'Route incoming messages by Message Originator Type',
      inEnabled: true,
      outEnabled: true,
      relationTypes: [
        'Device',
        'Asset',
        'Alarm',
        'Entity View',
        'Tenant',
        'Customer',
        'User',
        'Dashboard',
        'Rule chain',
        'Rule node',
        'Failure',
      ],
      customRelations: false,
      ruleChainNode: false,
      defaultConfiguration: { version: 0 },
      uiResources: [CORE_CONFIG_UI],
      configDirective: 'tbNodeEmptyConfig',
      icon: '',
      iconUrl: '',
      docUrl: '',
    },
  },
};

/** Routes by the originator's entity type; any other type goes to Failure. */
export const create: NodeFactory = () => (msg) => {
  const relation = RELATIONS[msg.originator.entityType];
  if (!relation) return failure(msg, new Error(`Unsupported originator type: ${msg.originator.entityType}`));
  return { relation, msg };
};
