import { COMPONENT_TYPES, type ComponentDescriptor, type ComponentType, type RuleChainType } from '@fleetdeck/model';
import { v5 as nameBasedUuid } from 'uuid';
import { itemNotFound } from '../http/errors.js';
import type { RuleNodeKind } from '../rule-engine/node.js';
import { RULE_NODE_KINDS } from '../rule-engine/nodes/index.js';

/**
 * The platform keeps the descriptors it discovers in a table, with ids of their own. Ours come from the node files,
 * so a descriptor's id is derived from its class name in this namespace: the same id on every start and every
 * server of a cluster.
 */
const COMPONENT_ID_NAMESPACE = '8401e5f0-8343-4feb-9bbd-dd25a9f557cf';

/** Descriptors are part of the release rather than records anyone creates: they all carry the 3.4.1 release day. */
const COMPONENT_CREATED_TIME = Date.UTC(2022, 7, 18);

export function toComponentDescriptor(kind: RuleNodeKind): ComponentDescriptor {
  const { type, scope, name, clazz, configurationDescriptor } = kind.descriptor;
  return {
    id: { id: nameBasedUuid(clazz, COMPONENT_ID_NAMESPACE) },
    createdTime: COMPONENT_CREATED_TIME,
    type,
    scope,
    name,
    clazz,
    configurationDescriptor,
    actions: null,
  };
}

/** The rule node kinds as components, one catalogue over one list of kinds. */
export interface ComponentCatalogue {
  /** the kinds of those types that may be put in a rule chain of that type: types in their enum order */
  list(types: readonly ComponentType[], ruleChainType: RuleChainType): ComponentDescriptor[];
  /** throws 404 for a class no kind has */
  get(clazz: string): ComponentDescriptor;
}

export function componentCatalogue(kinds: readonly RuleNodeKind[]): ComponentCatalogue {
  const entries = kinds.map((kind) => ({ kind, component: toComponentDescriptor(kind) }));
  return {
    list(types, ruleChainType) {
      return COMPONENT_TYPES.filter((type) => types.includes(type)).flatMap((type) =>
        entries
          .filter(({ kind }) => kind.descriptor.type === type && kind.descriptor.ruleChainTypes.includes(ruleChainType))
          .map(({ component }) => component),
      );
    },
    get(clazz) {
      const found = entries.find(({ kind }) => kind.descriptor.clazz === clazz);
      // The platform answers a class it does not know with its "Requested item wasn't found!" 404.
      if (!found) throw itemNotFound();
      return found.component;
    },
  };
}

/** The catalogue of the node kinds the engine runs. */
export const COMPONENTS = componentCatalogue(RULE_NODE_KINDS);
