import type { RuleEngineContext } from '../context.js';
import type { TbMsg } from './message.js';

/** Relation types every node may use (TbRelationTypes). */
export const SUCCESS = 'Success';
export const FAILURE = 'Failure';

/** A rule node as stored: its Java class name as type, and its configuration. */
export interface RuleNodeDefinition {
  id: string;
  ruleChainId: string;
  type: string;
  name: string;
  configuration: Record<string, unknown>;
}

/** Where a node's message goes next: along every connection of that relation type. */
export interface NodeResult {
  relation: string;
  msg: TbMsg;
  /** why the message went to Failure */
  error?: unknown;
}

export interface NodeContext {
  app: RuleEngineContext;
  node: RuleNodeDefinition;
  /**
   * Continues a message along a relation later, outside the push that brought it (the platform's
   * enqueueForTellNext): a node that waits for a device answers the original message at once and the reply later.
   */
  tellLater(msg: TbMsg, relation: string, error?: unknown): void;
}

/** What a node does with one message; null when the message ends here (acknowledged). */
export type NodeProcessor = (msg: TbMsg, context: NodeContext) => NodeResult | null | Promise<NodeResult | null>;

/** Makes a node's processor from its stored configuration, once per chain load. */
export type NodeFactory = (definition: RuleNodeDefinition) => NodeProcessor;

export const success = (msg: TbMsg): NodeResult => ({ relation: SUCCESS, msg });
export const failure = (msg: TbMsg, error: unknown): NodeResult => ({ relation: FAILURE, msg, error });
