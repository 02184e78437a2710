import type { StoredChain } from './chain-store.js';
import type { LoadedNode } from './component-lifecycle.js';
import { failure, type NodeProcessor, type RuleNodeDefinition } from './node.js';
import { RULE_NODES_BY_CLAZZ } from './node-registry.js';

/** A stored node as text, to tell an updated node from one loaded again unchanged. */
export const nodeSignature = (node: RuleNodeDefinition) =>
  JSON.stringify([node.type, node.name, node.configuration, node.debugMode === true]);

/** A stored chain's shape as text: its name, first node, nodes and connections. */
export function chainSignature(chain: StoredChain): string {
  const connections = [...chain.connections].sort(([a], [b]) => a.localeCompare(b));
  return JSON.stringify([chain.name, chain.firstNodeId, chain.nodes.map((node) => node.id).sort(), connections]);
}

export interface StartedNodes {
  processors: Map<string, { definition: RuleNodeDefinition; process: NodeProcessor }>;
  /** each node with its signature and, when it could not start, why */
  loaded: LoadedNode[];
}

/**
 * Makes the processor of every node of a stored chain. A node whose type the engine does not run, or whose factory
 * refuses its configuration, still takes its messages and sends each to Failure with the reason; `unsupported` is
 * told each unknown type.
 */
export function startNodes(chain: StoredChain, unsupported: (type: string) => void): StartedNodes {
  const processors: StartedNodes['processors'] = new Map();
  const loaded: LoadedNode[] = [];
  for (const definition of chain.nodes) {
    const kind = RULE_NODES_BY_CLAZZ.get(definition.type);
    let startError: unknown;
    if (kind) {
      try {
        processors.set(definition.id, { definition, process: kind.create(definition) });
      } catch (error) {
        startError = error;
      }
    } else {
      startError = new Error(`Rule node type ${definition.type} is not supported`);
      unsupported(definition.type);
    }
    if (startError !== undefined) {
      const reason = startError;
      processors.set(definition.id, { definition, process: (msg) => failure(msg, reason) });
    }
    loaded.push({
      id: definition.id,
      signature: nodeSignature(definition),
      ...(startError === undefined ? {} : { error: startError }),
    });
  }
  return { processors, loaded };
}
