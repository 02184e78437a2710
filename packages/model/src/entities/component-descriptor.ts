/** Rule node kinds, in the platform's enum order (the order its palette groups them in). */
export const COMPONENT_TYPES = ['ENRICHMENT', 'FILTER', 'TRANSFORMATION', 'ACTION', 'EXTERNAL', 'FLOW'] as const;
export type ComponentType = (typeof COMPONENT_TYPES)[number];

export const COMPONENT_SCOPES = ['SYSTEM', 'TENANT'] as const;
export type ComponentScope = (typeof COMPONENT_SCOPES)[number];

/** The two kinds of rule chain: those the server runs, and the templates for edges. */
export const RULE_CHAIN_TYPES = ['CORE', 'EDGE'] as const;
export type RuleChainType = (typeof RULE_CHAIN_TYPES)[number];

/** What the rule chain editor needs to know about a node kind: its help texts, its connections and its form. */
export interface NodeDefinition<Configuration extends Record<string, unknown> = Record<string, unknown>> {
  /** help text (HTML) */
  details: string;
  description: string;
  /** whether the node takes incoming connections */
  inEnabled: boolean;
  /** whether the node has outgoing connections */
  outEnabled: boolean;
  /** the relation types its outgoing connections may have; Failure is always among them */
  relationTypes: string[];
  /** whether a connection may be given a relation type not in relationTypes */
  customRelations: boolean;
  /** true only for the node that forwards to another rule chain */
  ruleChainNode: boolean;
  /** the configuration a node of this kind starts with when dropped on the canvas */
  defaultConfiguration: Configuration;
  /** scripts that bring the node's configuration form */
  uiResources: string[];
  /** the configuration form's directive name, camelCase ('' = none) */
  configDirective: string;
  /** Material icon name ('' = the type's icon) */
  icon: string;
  iconUrl: string;
  docUrl: string;
}

/** A rule node kind as GET /api/components lists it. */
export interface ComponentDescriptor {
  id: { id: string };
  createdTime: number;
  type: ComponentType;
  scope: ComponentScope;
  name: string;
  /** the Java class name, also the `type` of a stored rule node */
  clazz: string;
  configurationDescriptor: { nodeDefinition: NodeDefinition };
  actions: string | null;
}
