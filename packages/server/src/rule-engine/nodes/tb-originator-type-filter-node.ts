import { stringListOf } from '../configuration.js';
import { CORE_CONFIG_UI, FALSE, type NodeFactory, type RuleNodeDescriptor, TRUE } from '../node.js';

/** TbOriginatorTypeFilterNodeConfiguration: entity type names. */
export type TbOriginatorTypeFilterNodeConfiguration = { originatorTypes: string[] };

export const descriptor: RuleNodeDescriptor<TbOriginatorTypeFilterNodeConfiguration> = {
  type: 'FILTER',
  name: 'originator type',
  clazz: 'org.thingsboard.rule.engine.filter.TbOriginatorTypeFilterNode',
  scope: 'TENANT',
  ruleChainTypes: ['CORE', 'EDGE'],
  configurationDescriptor: {
    nodeDefinition: {
      details:
        'If Originator Type of incoming message is expected - send Message via <b>True</b> chain, otherwise <b>False</b> chain is used.',
      description: 'Filter incoming messages by message Originator Type',
      inEnabled: true,
      outEnabled: true,
      relationTypes: ['True', 'False', 'Failure'],
      customRelations: false,
      ruleChainNode: false,
      defaultConfiguration: { originatorTypes: ['DEVICE'] },
      uiResources: [CORE_CONFIG_UI],
      configDirective: 'tbFilterNodeOriginatorTypeConfig',
      icon: '',
      iconUrl: '',
      docUrl: '',
    },
  },
};

/** True when the originator's entity type is one of the configured ones. */
export const create: NodeFactory = (definition) => {
  const originatorTypes = new Set(stringListOf(definition.configuration.originatorTypes));
  return (msg) => ({ relation: originatorTypes.has(msg.originator.entityType) ? TRUE : FALSE, msg });
};
