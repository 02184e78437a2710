import { newId } from '../../common/uuid.js';
import { BEYOND_3_4_1 } from '../key-selection.js';
import { CORE_CONFIG_UI, failure, type NodeFactory, type RuleNodeDescriptor, success } from '../node.js';

/** EmptyNodeConfiguration. */
export type TbSplitArrayMsgNodeConfiguration = { version: number };

export const descriptor: RuleNodeDescriptor<TbSplitArrayMsgNodeConfiguration> = {
  type: 'TRANSFORMATION',
  name: 'split array msg',
  clazz: 'org.thingsboard.rule.engine.transform.TbSplitArrayMsgNode',
  scope: 'TENANT',
  ruleChainTypes: ['CORE', 'EDGE'],
  configurationDescriptor: {
    nodeDefinition: {
      details:
        `${BEYOND_3_4_1} Splits a message whose data is a JSON array into one message per element, each with the ` +
        'metadata and type of the original, sent along <b>Success</b>. An empty array ends the message; data that is ' +
        'not an array goes to <b>Failure</b>.',
      description: `${BEYOND_3_4_1} Split array message into several messages`,
      inEnabled: true,
      outEnabled: true,
      relationTypes: ['Success', 'Failure'],
      customRelations: false,
      ruleChainNode: false,
      defaultConfiguration: { version: 0 },
      uiResources: [CORE_CONFIG_UI],
      configDirective: 'tbNodeEmptyConfig',
      icon: 'call_split',
      iconUrl: '',
      docUrl: '',
    },
  },
};

/**
 * One message per array element along Success (a single element keeps the message's id, as the platform transforms
 * it in place; several become new messages), none for an empty array, Failure for anything but an array.
 */
export const create: NodeFactory = () => (msg) => {
  let data: unknown;
  try {
    data = JSON.parse(msg.data);
  } catch (error) {
    return failure(msg, error);
  }
  if (!Array.isArray(data)) return failure(msg, new Error('Msg data is not a JSON Array!'));
  if (data.length === 0) return null;
  if (data.length === 1) return success({ ...msg, data: JSON.stringify(data[0]) });
  return data.map((element) => success({ ...msg, id: newId(), data: JSON.stringify(element) }));
};
