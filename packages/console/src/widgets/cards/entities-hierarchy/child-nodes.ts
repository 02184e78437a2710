import type { EntityRelationInfo, EntityRelationsQuery } from '@fleetdeck/model';
import type { NodeContext } from './node-functions';

/**
 * The children a relations query found for a node: the entity at the far end of each relation (the `to` side when
 * the query looks FROM the node), once each, with no data of their own.
 */
export function childNodes(parent: NodeContext, query: EntityRelationsQuery, relations: EntityRelationInfo[]) {
  const fromParent = query.parameters.direction !== 'TO';
  const children = new Map<string, NodeContext>();
  for (const relation of relations) {
    const id = fromParent ? relation.to : relation.from;
    const name = (fromParent ? relation.toName : relation.fromName) ?? id.id;
    if (!children.has(id.id)) {
      children.set(id.id, { entity: { id, name }, data: {}, level: parent.level + 1, parentNodeCtx: parent });
    }
  }
  return [...children.values()];
}
