import { BEYOND_3_4_1, dataObject, keySourceOf } from '../key-selection.js';
import { CORE_CONFIG_UI, type NodeFactory, type RuleNodeDescriptor, success } from '../node.js';

/** TbRenameKeysNodeConfiguration: old key name to new key name, in the metadata or (else) the data. */
export type TbRenameKeysNodeConfiguration = { fromMetadata: boolean; renameKeysMapping: Record<string, string> };

export const descriptor: RuleNodeDescriptor<TbRenameKeysNodeConfiguration> = {
  type: 'TRANSFORMATION',
  name: 'rename keys',
  clazz: 'org.thingsboard.rule.engine.transform.TbRenameKeysNode',
  scope: 'TENANT',
  ruleChainTypes: ['CORE', 'EDGE'],
  configurationDescriptor: {
    nodeDefinition: {
      details:
        `${BEYOND_3_4_1} Renames the keys of the message data, or of the metadata when <b>from metadata</b> is ` +
        'selected, as the mapping says; a key the message lacks is skipped. Data that is not a JSON object is left ' +
        'as it is.',
      description: `${BEYOND_3_4_1} Renames msg data or metadata keys to the new key names selected in the key mapping.`,
      inEnabled: true,
      outEnabled: true,
      relationTypes: ['Success', 'Failure'],
      customRelations: false,
      ruleChainNode: false,
      defaultConfiguration: { fromMetadata: false, renameKeysMapping: { temp: 'temperature' } },
      uiResources: [CORE_CONFIG_UI],
      configDirective: 'tbTransformationNodeRenameKeysConfig',
      icon: 'find_replace',
      iconUrl: '',
      docUrl: '',
    },
  },
};

/** The configured mapping, text entries only. */
function mappingOf(value: unknown): Array<[string, string]> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return [];
  return Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string');
}

/** Moves each mapped key's value to its new name (the new name goes last) and passes the message on along Success. */
export const create: NodeFactory = (definition) => {
  const { fromMetadata } = keySourceOf(definition.configuration);
  const mapping = mappingOf(definition.configuration.renameKeysMapping);
  const rename = <Value>(source: Record<string, Value>): Record<string, Value> | null => {
    const target = { ...source };
    let changed = false;
    for (const [from, to] of mapping) {
      if (!(from in target)) continue;
      const value = target[from] as Value;
      delete target[from];
      target[to] = value;
      changed = true;
    }
    return changed ? target : null;
  };
  return (msg) => {
    if (fromMetadata) {
      const metadata = rename(msg.metadata);
      return success(metadata ? { ...msg, metadata } : msg);
    }
    const data = dataObject(msg);
    const renamed = data && rename(data);
    return success(renamed ? { ...msg, data: JSON.stringify(renamed) } : msg);
  };
};
