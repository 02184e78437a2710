/**
 * The settings of the entities hierarchy: function bodies run in the dashboard's sandbox with the argument `nodeCtx`
 * (the sort function: `nodeCtx1`, `nodeCtx2`). A body that is empty, only comments, throws or returns nothing, or
 * returns 'default', leaves the platform's default in place.
 */
export interface EntitiesHierarchySettings {
  /** the relations query that finds a node's children */
  nodeRelationQueryFunction: string;
  nodeHasChildrenFunction: string;
  /** whether a node is expanded when it first loads */
  nodeOpenedFunction: string;
  /** a disabled node cannot be selected */
  nodeDisabledFunction: string;
  /** `{materialIcon}` or `{iconUrl}` */
  nodeIconFunction: string;
  /** the node's text, HTML allowed (sanitised) */
  nodeTextFunction: string;
  nodesSortFunction: string;
  [key: string]: unknown;
}

export const DEFAULT_ENTITIES_HIERARCHY_SETTINGS: EntitiesHierarchySettings = {
  nodeRelationQueryFunction: '',
  nodeHasChildrenFunction: '',
  nodeOpenedFunction: '',
  nodeDisabledFunction: '',
  nodeIconFunction: '',
  nodeTextFunction: '',
  nodesSortFunction: '',
};
