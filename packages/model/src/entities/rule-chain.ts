import type { EntityId, RuleChainId, TenantId } from '../ids.js';
import type { RuleChainType } from './component-descriptor.js';

export type RuleNodeId = EntityId<'RULE_NODE'>;

/** A rule chain; its nodes and connections are a separate resource, its metadata. */
export interface RuleChain {
  id: RuleChainId;
  createdTime: number;
  additionalInfo: Record<string, unknown> | null;
  tenantId: TenantId;
  name: string;
  type: RuleChainType;
  firstRuleNodeId: RuleNodeId | null;
  root: boolean;
  debugMode: boolean;
  configuration: unknown;
  externalId: RuleChainId | null;
}

/** A node of a rule chain: its kind is the Java class name of the platform's node. */
export interface RuleNode {
  id: RuleNodeId;
  createdTime: number;
  /** the editor's layout (layoutX, layoutY) and the node's description */
  additionalInfo: Record<string, unknown> | null;
  ruleChainId: RuleChainId;
  type: string;
  name: string;
  debugMode: boolean;
  configuration: Record<string, unknown> | null;
  externalId: RuleNodeId | null;
}

/** A connection between two nodes of the metadata, by their index in `nodes`, labelled with a relation type. */
export interface NodeConnectionInfo {
  fromIndex: number;
  toIndex: number;
  type: string;
}

/** The older form of a connection into another chain; saving turns each into a "rule chain" node. */
export interface RuleChainConnectionInfo {
  fromIndex: number;
  targetRuleChainId: RuleChainId;
  additionalInfo: Record<string, unknown> | null;
  type: string;
}

/** The nodes and connections of a rule chain. */
export interface RuleChainMetaData {
  ruleChainId: RuleChainId | null;
  firstNodeIndex: number | null;
  nodes: RuleNode[];
  connections: NodeConnectionInfo[] | null;
  /** always null when read */
  ruleChainConnections: RuleChainConnectionInfo[] | null;
}

/** A node being saved: without id it is created. */
export type RuleNodeDraft = Partial<RuleNode> & Pick<RuleNode, 'type' | 'name'>;

export interface RuleChainMetaDataDraft {
  ruleChainId: RuleChainId;
  firstNodeIndex?: number | null;
  nodes: RuleNodeDraft[];
  connections?: NodeConnectionInfo[] | null;
  ruleChainConnections?: RuleChainConnectionInfo[] | null;
}

/** A "rule chain" node that sends messages to a chain, and the labels it continues with. */
export interface RuleChainOutputLabelsUsage {
  ruleChainId: RuleChainId;
  ruleNodeId: RuleNodeId;
  ruleChainName: string;
  ruleNodeName: string;
  labels: string[];
}

/** What GET /ruleChains/export answers and POST /ruleChains/import takes: chains with their metadata. */
export interface RuleChainData {
  ruleChains: RuleChain[];
  metadata: RuleChainMetaData[];
}

export interface RuleChainImportResult {
  tenantId: TenantId;
  ruleChainId: RuleChainId;
  ruleChainName: string;
  updated: boolean;
  error: string | null;
}

/** The class names of the flow nodes that move a message between chains. */
export const RULE_CHAIN_INPUT_NODE = 'org.thingsboard.rule.engine.flow.TbRuleChainInputNode';
export const RULE_CHAIN_OUTPUT_NODE = 'org.thingsboard.rule.engine.flow.TbRuleChainOutputNode';
