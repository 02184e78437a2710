import type { RuleNodeKind } from './chain-graph';

/** The platform's background colour of a node of each kind, so a chain reads the same as there. */
export const NODE_COLOURS: Record<RuleNodeKind, string> = {
  FILTER: '#f1e861',
  ENRICHMENT: '#cdf14e',
  TRANSFORMATION: '#79cef1',
  ACTION: '#f1928f',
  EXTERNAL: '#fbc766',
  FLOW: '#d6c4f1',
  UNKNOWN: '#f16c29',
  INPUT: '#a3eaa9',
};

/** The palette's sections, in the platform's order. */
export const PALETTE_TYPES = ['FILTER', 'ENRICHMENT', 'TRANSFORMATION', 'ACTION', 'EXTERNAL', 'FLOW'] as const;

/** Message keys of the kinds' names. */
export const KIND_LABELS: Record<RuleNodeKind, string> = {
  FILTER: 'rulenode.type-filter',
  ENRICHMENT: 'rulenode.type-enrichment',
  TRANSFORMATION: 'rulenode.type-transformation',
  ACTION: 'rulenode.type-action',
  EXTERNAL: 'rulenode.type-external',
  FLOW: 'rulenode.type-flow',
  UNKNOWN: 'rulenode.type-unknown',
  INPUT: 'rulenode.type-input',
};
