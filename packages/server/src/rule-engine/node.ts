import type { ComponentScope, ComponentType, NodeDefinition, RuleChainType } from '@fleetdeck/model';
import type { RuleEngineContext } from '../context.js';
import type { TbMsg } from './message.js';

/** Relation types every node may use (TbRelationTypes). */
export const SUCCESS = 'Success';
export const FAILURE = 'Failure';
/** The answers of filter nodes. */
export const TRUE = 'True';
export const FALSE = 'False';

/** A rule node as stored: its Java class name as type, and its configuration. */
export interface RuleNodeDefinition {
  id: string;
  ruleChainId: string;
  type: string;
  name: string;
  configuration: Record<string, unknown>;
  /** whether the messages it receives and sends on are stored as debug events */
  debugMode?: boolean;
}

/** Where a node's message goes next: along every connection of that relation type. */
export interface NodeResult {
  relation: string;
  msg: TbMsg;
  /** why the message went to Failure */
  error?: unknown;
  /** a "rule chain" node's answer: the message continues at the first node of this chain instead */
  forwardTo?: string;
  /** an output node's answer: the message goes back to the chain that forwarded it, along `relation` */
  returnToCaller?: boolean;
  /**
   * a checkpoint node's answer: the message is handed to this queue and goes on along `relation` there; in the
   * queue it came from it is done
   */
  toQueue?: string;
}

export interface NodeContext {
  app: RuleEngineContext;
  node: RuleNodeDefinition;
  /**
   * Continues a message along a relation later, outside the push that brought it (the platform's
   * enqueueForTellNext): a node that waits for a device answers the original message at once and the reply later.
   */
  tellLater(msg: TbMsg, relation: string, error?: unknown): void;
  /**
   * Hands a new message to the rule engine, to run from the start of its chain once the current one goes on (the
   * platform's enqueue): what a node tells about an entity it changed, e.g. the alarm it created.
   */
  enqueue(msg: TbMsg): void;
}

/**
 * What a node answers for one message: where it goes next; several results when it goes along several relations or
 * becomes several messages (each followed before the input counts as done); null or none when it ends here
 * (acknowledged).
 */
export type NodeAnswer = NodeResult | readonly NodeResult[] | null;

/** What a node does with one message. */
export type NodeProcessor = ((msg: TbMsg, context: NodeContext) => NodeAnswer | Promise<NodeAnswer>) & {
  /** stops what the node runs on its own (timers); called when the engine drops the node with its chain */
  dispose?: () => void;
  /**
   * starts what the node runs on its own without any input (the generator); called once when the engine loads the
   * node's chain, which it does at start for every chain holding such a node
   */
  start?: (context: NodeStartContext) => void;
};

/** What a node that runs on its own is started with: its context and the tenant of its chain. */
export interface NodeStartContext extends NodeContext {
  tenantId: string;
}

/** Makes a node's processor from its stored configuration, once per chain load. */
export type NodeFactory = (definition: RuleNodeDefinition) => NodeProcessor;

/**
 * What a node kind declares about itself, as the platform's @RuleNode annotation does: GET /api/components lists
 * it, the rule chain editor builds its palette and forms from it, and the engine finds the kind by clazz.
 */
export interface RuleNodeDescriptor<Configuration extends Record<string, unknown> = Record<string, unknown>> {
  type: ComponentType;
  name: string;
  /** the Java class name a stored rule node names as its type */
  clazz: string;
  scope: ComponentScope;
  /** the kinds of rule chain the node may be put in */
  ruleChainTypes: readonly RuleChainType[];
  configurationDescriptor: { nodeDefinition: NodeDefinition<Configuration> };
}

/** A node kind, one file under nodes/: what it declares, and how to make one from its stored configuration. */
export interface RuleNodeKind {
  descriptor: RuleNodeDescriptor;
  create: NodeFactory;
}

/** Where the nodes of the 3.4.1 rule engine load their configuration forms from. */
export const CORE_CONFIG_UI = 'static/rulenode/rulenode-core-config.js';

export const success = (msg: TbMsg): NodeResult => ({ relation: SUCCESS, msg });
export const forwardToChain = (msg: TbMsg, chainId: string): NodeResult => ({ relation: '', msg, forwardTo: chainId });
export const returnToCaller = (msg: TbMsg, label: string): NodeResult => ({
  relation: label,
  msg,
  returnToCaller: true,
});
export const transferToQueue = (msg: TbMsg, queueName: string): NodeResult => ({
  relation: SUCCESS,
  msg,
  toQueue: queueName,
});
export const failure = (msg: TbMsg, error: unknown): NodeResult => ({ relation: FAILURE, msg, error });
