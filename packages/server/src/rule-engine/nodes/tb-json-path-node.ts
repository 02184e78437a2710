import { JSONPath } from 'jsonpath-plus';
import { stringOf } from '../configuration.js';
import { namedError } from '../external/external-failure.js';
import { BEYOND_3_4_1 } from '../key-selection.js';
import { CORE_CONFIG_UI, failure, type NodeFactory, type RuleNodeDescriptor, success } from '../node.js';

/** TbJsonPathNodeConfiguration: the JSONPath expression whose result becomes the message data. */
export type TbJsonPathNodeConfiguration = { jsonPath: string };

const ROOT = '$';

export const descriptor: RuleNodeDescriptor<TbJsonPathNodeConfiguration> = {
  type: 'TRANSFORMATION',
  name: 'json path',
  clazz: 'org.thingsboard.rule.engine.transform.TbJsonPathNode',
  scope: 'TENANT',
  ruleChainTypes: ['CORE', 'EDGE'],
  configurationDescriptor: {
    nodeDefinition: {
      details:
        `${BEYOND_3_4_1} JSONPath expression specifies a path to an element or a set of elements in a JSON ` +
        "structure. '$' represents the root object or array. If JSONPath expression evaluation failed, incoming " +
        'message routes via <code>Failure</code> chain, otherwise <code>Success</code> chain is used.',
      description: `${BEYOND_3_4_1} Transforms incoming message body using JSONPath expression.`,
      inEnabled: true,
      outEnabled: true,
      relationTypes: ['Success', 'Failure'],
      customRelations: false,
      ruleChainNode: false,
      defaultConfiguration: { jsonPath: ROOT },
      uiResources: [CORE_CONFIG_UI],
      configDirective: 'tbTransformationNodeJsonPathConfig',
      icon: 'functions',
      iconUrl: '',
      docUrl: '',
    },
  },
};

/**
 * A path that can name more than one element (a wildcard, a deep scan, a filter, a union or a slice): its result is
 * always the list of what it found, as Jayway's JsonPath answers; any other path answers the one element itself.
 */
const isIndefinite = (path: string) => /\*|\.\.|\[\s*\?|\[[^\]]*[,:][^\]]*\]/.test(path);

/**
 * Replaces the message data with what the JSONPath expression selects from it; `$` passes the message on unchanged.
 * Data that is no JSON, or a definite path that finds nothing, sends the message to Failure.
 */
export const create: NodeFactory = (definition) => {
  const path = stringOf(definition.configuration.jsonPath, ROOT).trim() || ROOT;
  const indefinite = isIndefinite(path);
  return (msg) => {
    if (path === ROOT) return success(msg);
    try {
      const json = JSON.parse(msg.data) as object;
      // Script filters (`?()`) are evaluated by the library's own safe evaluator, never by JavaScript's eval.
      const found = JSONPath({ path, json, wrap: true, eval: 'safe' }) as unknown[];
      if (!indefinite && found.length === 0) {
        return failure(msg, namedError('PathNotFoundException', `No results for path: ${path}`));
      }
      return success({ ...msg, data: JSON.stringify(indefinite ? found : found[0]) });
    } catch (error) {
      return failure(msg, error);
    }
  };
};
