import { booleanOf, stringListOf } from '../configuration.js';
import { CORE_CONFIG_UI, FALSE, failure, type NodeFactory, type RuleNodeDescriptor, TRUE } from '../node.js';

/** TbCheckMessageNodeConfiguration. */
export type TbCheckMessageNodeConfiguration = {
  messageNames: string[];
  metadataNames: string[];
  checkAllKeys: boolean;
};

export const descriptor: RuleNodeDescriptor<TbCheckMessageNodeConfiguration> = {
  type: 'FILTER',
  name: 'check existence fields',
  clazz: 'org.thingsboard.rule.engine.filter.TbCheckMessageNode',
  scope: 'TENANT',
  ruleChainTypes: ['CORE', 'EDGE'],
  configurationDescriptor: {
    nodeDefinition: {
      details:
        "If selected checkbox 'Check that all selected keys are present'\" and all keys in message data and metadata are exist - send Message via <b>True</b> chain, otherwise <b>False</b> chain is used.\n" +
        'Else if the checkbox is not selected, and at least one of the keys from data or metadata of the message exists - send Message via <b>True</b> chain, otherwise, <b>False</b> chain is used. ',
      description: 'Checks the existence of the selected keys from message data and metadata.',
      inEnabled: true,
      outEnabled: true,
      relationTypes: ['True', 'False', 'Failure'],
      customRelations: false,
      ruleChainNode: false,
      defaultConfiguration: { messageNames: [], metadataNames: [], checkAllKeys: true },
      uiResources: [CORE_CONFIG_UI],
      configDirective: 'tbFilterNodeCheckMessageConfig',
      icon: '',
      iconUrl: '',
      docUrl: '',
    },
  },
};

/** The top-level keys of the message data, which must be a JSON object. */
function dataKeys(data: string): Set<string> {
  const parsed: unknown = JSON.parse(data);
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw new Error('Message data is not a JSON object');
  }
  return new Set(Object.keys(parsed));
}

/**
 * With checkAllKeys, True when every listed data key and every listed metadata key exists (an empty list holds);
 * without, True when at least one listed key of either list exists. The data is read only when data keys are listed;
 * data that is not a JSON object then goes to Failure.
 */
export const create: NodeFactory = (definition) => {
  const { configuration } = definition;
  const messageNames = stringListOf(configuration.messageNames);
  const metadataNames = stringListOf(configuration.metadataNames);
  const checkAllKeys = booleanOf(configuration.checkAllKeys, true);
  return (msg) => {
    let keys: Set<string>;
    try {
      keys = messageNames.length > 0 ? dataKeys(msg.data) : new Set();
    } catch (error) {
      return failure(msg, error);
    }
    const inMetadata = (name: string) => Object.hasOwn(msg.metadata, name);
    const passes = checkAllKeys
      ? messageNames.every((name) => keys.has(name)) && metadataNames.every(inMetadata)
      : messageNames.some((name) => keys.has(name)) || metadataNames.some(inMetadata);
    return { relation: passes ? TRUE : FALSE, msg };
  };
};
