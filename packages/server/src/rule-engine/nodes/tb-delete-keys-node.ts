import { BEYOND_3_4_1, dataObject, keyMatcher, keySourceOf } from '../key-selection.js';
import { CORE_CONFIG_UI, type NodeFactory, type RuleNodeDescriptor, success } from '../node.js';

/** TbDeleteKeysNodeConfiguration: delete from the metadata (else the data) the keys matching the patterns. */
export type TbDeleteKeysNodeConfiguration = { fromMetadata: boolean; keys: string[] };

export const descriptor: RuleNodeDescriptor<TbDeleteKeysNodeConfiguration> = {
  type: 'TRANSFORMATION',
  name: 'delete keys',
  clazz: 'org.thingsboard.rule.engine.transform.TbDeleteKeysNode',
  scope: 'TENANT',
  ruleChainTypes: ['CORE', 'EDGE'],
  configurationDescriptor: {
    nodeDefinition: {
      details:
        `${BEYOND_3_4_1} Removes from the message data, or from the metadata when <b>from metadata</b> is selected, ` +
        'every key whose name matches one of the listed regular expressions. Data that is not a JSON object is left ' +
        'as it is.',
      description: `${BEYOND_3_4_1} Removes keys from the msg data or metadata with the specified key names selected in the list`,
      inEnabled: true,
      outEnabled: true,
      relationTypes: ['Success', 'Failure'],
      customRelations: false,
      ruleChainNode: false,
      defaultConfiguration: { fromMetadata: false, keys: [] },
      uiResources: [CORE_CONFIG_UI],
      configDirective: 'tbTransformationNodeDeleteKeysConfig',
      icon: 'remove_circle',
      iconUrl: '',
      docUrl: '',
    },
  },
};

/** Removes the matching keys and passes the message on along Success (unchanged when nothing matched). */
export const create: NodeFactory = (definition) => {
  const { fromMetadata } = keySourceOf(definition.configuration);
  const matches = keyMatcher(definition.configuration);
  return (msg) => {
    if (fromMetadata) {
      const kept = Object.entries(msg.metadata).filter(([key]) => !matches(key));
      if (kept.length === Object.keys(msg.metadata).length) return success(msg);
      return success({ ...msg, metadata: Object.fromEntries(kept) });
    }
    const data = dataObject(msg);
    if (!data) return success(msg);
    const kept = Object.entries(data).filter(([key]) => !matches(key));
    if (kept.length === Object.keys(data).length) return success(msg);
    return success({ ...msg, data: JSON.stringify(Object.fromEntries(kept)) });
  };
};
