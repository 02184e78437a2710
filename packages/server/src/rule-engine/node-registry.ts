import type { RuleNodeKind } from './node.js';
import { RULE_NODE_KINDS } from './nodes/index.js';

/** Indexes node kinds by the class name stored rule nodes name them by; a class listed twice is a mistake. */
export function indexByClazz(kinds: readonly RuleNodeKind[]): ReadonlyMap<string, RuleNodeKind> {
  const byClazz = new Map<string, RuleNodeKind>();
  for (const kind of kinds) {
    const { clazz } = kind.descriptor;
    if (byClazz.has(clazz)) throw new Error(`Rule node kind ${clazz} is listed twice`);
    byClazz.set(clazz, kind);
  }
  return byClazz;
}

/** The node kinds the engine runs, by class name. */
export const RULE_NODES_BY_CLAZZ = indexByClazz(RULE_NODE_KINDS);
