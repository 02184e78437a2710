import type { RJSFSchema } from '@rjsf/utils';

const functionField = (title: string) =>
  ({ title, type: 'string', contentMediaType: 'text/javascript', default: '' }) as const;

/** The form of the hierarchy's settings: its node functions (see settings.ts). */
export const entitiesHierarchySettingsSchema: RJSFSchema = {
  type: 'object',
  title: 'Entities hierarchy settings',
  properties: {
    nodeRelationQueryFunction: functionField('Node relations query function: f(nodeCtx)'),
    nodeHasChildrenFunction: functionField('Node has children function: f(nodeCtx)'),
    nodeOpenedFunction: functionField('Default node opened function: f(nodeCtx)'),
    nodeDisabledFunction: functionField('Node disabled function: f(nodeCtx)'),
    nodeIconFunction: functionField('Node icon function: f(nodeCtx)'),
    nodeTextFunction: functionField('Node text function: f(nodeCtx)'),
    nodesSortFunction: functionField('Nodes sort function: f(nodeCtx1, nodeCtx2)'),
  },
};
