import { BEYOND_3_4_1, dataObject, keyMatcher, keySourceOf, metadataText } from '../key-selection.js';
import { CORE_CONFIG_UI, type NodeFactory, type RuleNodeDescriptor, success } from '../node.js';

/** TbCopyKeysNodeConfiguration: copy from metadata to data (else data to metadata) the keys matching the patterns. */
export type TbCopyKeysNodeConfiguration = { fromMetadata: boolean; keys: string[] };

export const descriptor: RuleNodeDescriptor<TbCopyKeysNodeConfiguration> = {
  type: 'TRANSFORMATION',
  name: 'copy keys',
  clazz: 'org.thingsboard.rule.engine.transform.TbCopyKeysNode',
  scope: 'TENANT',
  ruleChainTypes: ['CORE', 'EDGE'],
  configurationDescriptor: {
    nodeDefinition: {
      details:
        `${BEYOND_3_4_1} Copies the keys whose names match one of the listed regular expressions from the message ` +
        'data to the metadata, or from the metadata to the data when <b>from metadata</b> is selected. Data that is ' +
        'not a JSON object is left as it is.',
      description: `${BEYOND_3_4_1} Copies the msg or metadata keys with specified key names selected in the list`,
      inEnabled: true,
      outEnabled: true,
      relationTypes: ['Success', 'Failure'],
      customRelations: false,
      ruleChainNode: false,
      defaultConfiguration: { fromMetadata: false, keys: [] },
      uiResources: [CORE_CONFIG_UI],
      configDirective: 'tbTransformationNodeCopyKeysConfig',
      icon: 'content_copy',
      iconUrl: '',
      docUrl: '',
    },
  },
};

/**
 * Copies the matching keys between data and metadata (data values become text in the metadata: text as it is,
 * anything else as JSON) and passes the message on along Success; unchanged when nothing matched or the data is no
 * JSON object.
 */
export const create: NodeFactory = (definition) => {
  const { fromMetadata } = keySourceOf(definition.configuration);
  const matches = keyMatcher(definition.configuration);
  return (msg) => {
    const data = dataObject(msg);
    if (!data) return success(msg);
    if (fromMetadata) {
      const copied = Object.entries(msg.metadata).filter(([key]) => matches(key));
      if (copied.length === 0) return success(msg);
      return success({ ...msg, data: JSON.stringify({ ...data, ...Object.fromEntries(copied) }) });
    }
    const copied = Object.entries(data).filter(([key]) => matches(key));
    if (copied.length === 0) return success(msg);
    const metadata = { ...msg.metadata };
    for (const [key, value] of copied) metadata[key] = metadataText(value);
    return success({ ...msg, metadata });
  };
};
