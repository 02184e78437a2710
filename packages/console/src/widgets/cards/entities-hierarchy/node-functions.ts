import type { EntityId, EntityRelationsQuery } from '@fleetdeck/model';
import type { WidgetContext } from '../../widget-context';
import type { EntitiesHierarchySettings } from './settings';

/** What the node functions see of a node, as the platform's `HierarchyNodeContext` (JSON-copied into the sandbox). */
export interface NodeContext {
  entity: { id: EntityId; name: string; label?: string | null };
  /** the latest values of the widget's data keys by label; roots only */
  data: Record<string, unknown>;
  /** 1 for the roots */
  level: number;
  parentNodeCtx?: NodeContext;
}

export interface NodeIconInfo {
  materialIcon?: string;
  iconUrl?: string;
}

/** How a node looks and behaves, after its functions ran. */
export interface NodeLook {
  text: string;
  icon: NodeIconInfo;
  disabled: boolean;
  hasChildren: boolean;
  opened: boolean;
}

type Call = WidgetContext['callFunction'];

/** A function's answer, or undefined when it has no body, failed, returned nothing or returned 'default'. */
function answer(call: Call, body: string, argNames: string[], args: unknown[]): unknown {
  if (!body.trim()) return undefined;
  const result = call(body, argNames, args);
  return result === 'default' || result === null ? undefined : result;
}

const ICONS_BY_TYPE: Record<string, string> = {
  DEVICE: 'devices_other',
  ASSET: 'domain',
  TENANT: 'supervisor_account',
  CUSTOMER: 'supervisor_account',
  USER: 'account_circle',
  DASHBOARD: 'dashboards',
  ALARM: 'notifications_active',
  ENTITY_VIEW: 'view_quilt',
};

/** The platform's default query: the entities the node `Contains`, one level down. */
export function defaultRelationQuery(node: NodeContext): EntityRelationsQuery {
  return {
    parameters: {
      rootId: node.entity.id.id,
      rootType: node.entity.id.entityType as EntityRelationsQuery['parameters']['rootType'],
      direction: 'FROM',
      relationTypeGroup: 'COMMON',
      maxLevel: 1,
    },
    filters: [{ relationType: 'Contains', entityTypes: [] }],
  };
}

const isQuery = (value: unknown): value is EntityRelationsQuery =>
  typeof value === 'object' && value !== null && 'parameters' in value && 'filters' in value;

/** The query for a node's children: the user's function's, else the default. */
export function relationQuery(call: Call, settings: EntitiesHierarchySettings, node: NodeContext) {
  const result = answer(call, settings.nodeRelationQueryFunction, ['nodeCtx'], [node]);
  return isQuery(result) ? result : defaultRelationQuery(node);
}

/** A node's text, icon and state from the user's functions, each falling back to the platform's default. */
export function nodeLook(call: Call, settings: EntitiesHierarchySettings, node: NodeContext): NodeLook {
  const run = (body: string) => answer(call, body, ['nodeCtx'], [node]);
  const text = run(settings.nodeTextFunction);
  const icon = run(settings.nodeIconFunction) as NodeIconInfo | undefined;
  const disabled = run(settings.nodeDisabledFunction);
  const hasChildren = run(settings.nodeHasChildrenFunction);
  const opened = run(settings.nodeOpenedFunction);
  const validIcon = typeof icon === 'object' && icon !== null && (icon.materialIcon || icon.iconUrl);
  return {
    text: typeof text === 'string' ? text : node.entity.name,
    icon: validIcon ? icon : { materialIcon: ICONS_BY_TYPE[node.entity.id.entityType] ?? 'insert_drive_file' },
    disabled: typeof disabled === 'boolean' ? disabled : false,
    hasChildren: typeof hasChildren === 'boolean' ? hasChildren : true,
    opened: typeof opened === 'boolean' ? opened : node.level <= 4,
  };
}

/** The platform's default order: by entity type, then by name. */
function defaultOrder(a: NodeContext, b: NodeContext): number {
  return a.entity.id.entityType.localeCompare(b.entity.id.entityType) || a.entity.name.localeCompare(b.entity.name);
}

/** Nodes of one level in the order of the user's sort function, else the default order. */
export function sortNodes(call: Call, settings: EntitiesHierarchySettings, nodes: NodeContext[]): NodeContext[] {
  const body = settings.nodesSortFunction;
  return [...nodes].sort((a, b) => {
    const result = answer(call, body, ['nodeCtx1', 'nodeCtx2'], [a, b]);
    return typeof result === 'number' ? result : defaultOrder(a, b);
  });
}
