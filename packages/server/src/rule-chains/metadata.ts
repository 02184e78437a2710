import { RULE_CHAIN_INPUT_NODE, type RuleChainType } from '@fleetdeck/model';
import { checkTextFields } from '../common/validation.js';
import { badRequest } from '../http/errors.js';

/** A node of a metadata body as it arrives: anything may be missing or of the wrong type. */
export interface NodeInput {
  id?: unknown;
  type?: unknown;
  name?: unknown;
  debugMode?: unknown;
  configuration?: unknown;
  additionalInfo?: unknown;
  externalId?: unknown;
}

export interface MetadataInput {
  ruleChainId?: unknown;
  firstNodeIndex?: unknown;
  nodes?: unknown;
  connections?: unknown;
  ruleChainConnections?: unknown;
}

/** A node the save will keep: an existing id of the chain, or null for a node to create. */
export interface PlannedNode {
  id: string | null;
  type: string;
  name: string;
  debugMode: boolean;
  configuration: Record<string, unknown>;
  additionalInfo: unknown;
  externalId: string | null;
}

export interface PlannedConnection {
  fromIndex: number;
  toIndex: number;
  type: string;
}

/** A checked metadata body: nodes in order (those made from legacy chain connections last), connections by index. */
export interface MetadataPlan {
  nodes: PlannedNode[];
  firstNodeIndex: number | null;
  connections: PlannedConnection[];
}

/** What the checks need to know besides the body. */
export interface MetadataContext {
  chainId: string;
  chainType: RuleChainType;
  /** the chain's current node ids: a body node keeps its id only when it is one of them */
  existingNodeIds: ReadonlySet<string>;
  /** the chain types a node class may be used in, for every class the engine runs */
  nodeKinds: ReadonlyMap<string, readonly RuleChainType[]>;
  /** the names of the tenant's chains that body nodes name as their targets, by id */
  targetChains: ReadonlyMap<string, string>;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isIndex = (value: unknown, size: number): value is number =>
  Number.isInteger(value) && (value as number) >= 0 && (value as number) < size;

const entityIdOf = (value: unknown): string | null =>
  isObject(value) && typeof value.id === 'string' ? value.id.toLowerCase() : null;

/** The chain ids a body's "rule chain" nodes and legacy chain connections forward to, for the caller to look up. */
export function targetChainIds(input: MetadataInput): string[] {
  const ids = new Set<string>();
  for (const node of Array.isArray(input.nodes) ? input.nodes : []) {
    if (isObject(node) && node.type === RULE_CHAIN_INPUT_NODE) {
      const target = isObject(node.configuration) ? node.configuration.ruleChainId : null;
      if (typeof target === 'string') ids.add(target.toLowerCase());
    }
  }
  for (const connection of Array.isArray(input.ruleChainConnections) ? input.ruleChainConnections : []) {
    const target = isObject(connection) ? entityIdOf(connection.targetRuleChainId) : null;
    if (target) ids.add(target);
  }
  return [...ids];
}

function planNode(input: unknown, context: MetadataContext): PlannedNode {
  if (!isObject(input)) throw badRequest('Rule node should be specified!');
  const node = input as NodeInput;
  if (typeof node.type !== 'string' || node.type.trim() === '') throw badRequest('Rule node type should be specified!');
  if (typeof node.name !== 'string' || node.name.trim() === '') throw badRequest('Rule node name should be specified!');
  checkTextFields(node as Record<string, unknown>, ['name']);
  const chainTypes = context.nodeKinds.get(node.type);
  if (!chainTypes) throw badRequest(`Rule node type '${node.type}' is not supported!`);
  if (!chainTypes.includes(context.chainType)) {
    throw badRequest(`Rule node type '${node.type}' can't be used in a ${context.chainType} rule chain!`);
  }
  const configuration = isObject(node.configuration) ? node.configuration : {};
  if (node.type === RULE_CHAIN_INPUT_NODE) checkChainTarget(node.name, configuration.ruleChainId, context);
  const id = entityIdOf(node.id);
  return {
    id: id && context.existingNodeIds.has(id) ? id : null,
    type: node.type,
    name: node.name,
    debugMode: node.debugMode === true,
    configuration,
    additionalInfo: node.additionalInfo ?? null,
    externalId: entityIdOf(node.externalId),
  };
}

/** A "rule chain" node must forward to another existing chain of the tenant. */
function checkChainTarget(nodeName: string, target: unknown, context: MetadataContext): void {
  if (typeof target !== 'string' || target === '') {
    throw badRequest(`Rule chain node '${nodeName}' should specify the rule chain to forward messages to!`);
  }
  const id = target.toLowerCase();
  if (id === context.chainId)
    throw badRequest(`Rule chain node '${nodeName}' can't forward messages to its own rule chain!`);
  if (!context.targetChains.has(id)) {
    throw badRequest(`Rule chain node '${nodeName}' refers to a rule chain that does not exist: ${target}!`);
  }
}

function planConnection(input: unknown, size: number): PlannedConnection {
  if (!isObject(input)) throw badRequest('Rule node connection should be specified!');
  const { fromIndex, toIndex, type } = input;
  if (!isIndex(fromIndex, size) || !isIndex(toIndex, size)) {
    throw badRequest(
      `Rule node connection from index ${String(fromIndex)} to index ${String(toIndex)} refers to a node that does not exist!`,
    );
  }
  if (typeof type !== 'string' || type === '') throw badRequest('Rule node connection type should be specified!');
  return { fromIndex, toIndex, type };
}

/** The platform refuses a connection of a node to itself and any loop of connections. */
function checkNoCycles(connections: readonly PlannedConnection[], size: number): void {
  const next = Array.from({ length: size }, () => new Set<number>());
  for (const { fromIndex, toIndex } of connections) {
    if (fromIndex === toIndex) throw badRequest("Can't create the relation to yourself.");
    next[fromIndex]?.add(toIndex);
  }
  const state = new Array<'open' | 'done' | undefined>(size);
  const visit = (index: number): void => {
    state[index] = 'open';
    for (const to of next[index] ?? []) {
      if (state[to] === 'open') throw badRequest("Can't create circling relations in rule chain.");
      if (state[to] === undefined) visit(to);
    }
    state[index] = 'done';
  };
  for (let index = 0; index < size; index++) if (state[index] === undefined) visit(index);
}

/**
 * Checks a metadata body against the chain and turns it into what the save writes. Legacy `ruleChainConnections`
 * become "rule chain" nodes (named after their target chain) with a connection from their source node, as the
 * platform converts them. Any mistake throws a 400 before anything is written.
 */
export function planMetadata(input: MetadataInput, context: MetadataContext): MetadataPlan {
  if (input.nodes !== undefined && input.nodes !== null && !Array.isArray(input.nodes)) {
    throw badRequest('Rule chain nodes should be a list!');
  }
  const bodyNodes = (input.nodes ?? []) as unknown[];
  const nodes = bodyNodes.map((node) => planNode(node, context));
  const size = nodes.length;
  let firstNodeIndex: number | null = null;
  if (input.firstNodeIndex !== undefined && input.firstNodeIndex !== null) {
    if (!isIndex(input.firstNodeIndex, size)) {
      throw badRequest(
        `First node index ${String(input.firstNodeIndex)} is out of range: the rule chain has ${size} nodes!`,
      );
    }
    firstNodeIndex = input.firstNodeIndex;
  }
  const connections = (Array.isArray(input.connections) ? input.connections : []).map((connection) =>
    planConnection(connection, size),
  );
  checkNoCycles(connections, size);
  for (const legacy of Array.isArray(input.ruleChainConnections) ? input.ruleChainConnections : []) {
    if (!isObject(legacy) || !isIndex(legacy.fromIndex, size)) {
      throw badRequest('Rule chain connection refers to a node that does not exist!');
    }
    const target = entityIdOf(legacy.targetRuleChainId);
    if (typeof legacy.type !== 'string' || legacy.type === '') {
      throw badRequest('Rule node connection type should be specified!');
    }
    const name = (target && context.targetChains.get(target)) || 'Rule Chain Input';
    checkChainTarget(name, target, context);
    const layout = isObject(legacy.additionalInfo) ? { ...legacy.additionalInfo } : {};
    delete layout.description;
    delete layout.ruleChainNodeId;
    nodes.push({
      id: null,
      type: RULE_CHAIN_INPUT_NODE,
      name,
      debugMode: false,
      configuration: { ruleChainId: target },
      additionalInfo: layout,
      externalId: null,
    });
    connections.push({ fromIndex: legacy.fromIndex, toIndex: nodes.length - 1, type: legacy.type });
  }
  return { nodes, firstNodeIndex, connections };
}
