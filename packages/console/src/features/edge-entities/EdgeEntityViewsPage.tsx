import type { EntityViewInfo } from '@fleetdeck/model';
import { entityViewsConfig } from '../entity-views/entity-views-config';
import { EdgeEntitiesPage } from './EdgeEntitiesPage';
import { EDGE_ENTITY_VIEWS, edgeEntityViews } from './edge-entity-kinds';
import { edgeList } from './edge-list';

/** /edgeInstances/:edgeId/entityViews: the entity views assigned to an edge. */
export function EdgeEntityViewsPage() {
  return (
    <EdgeEntitiesPage<EntityViewInfo>
      kind={EDGE_ENTITY_VIEWS}
      baseConfig={(edgeId) =>
        edgeList(entityViewsConfig({ customerId: null, type: null, headerFilter: null }), edgeId, edgeEntityViews)
      }
    />
  );
}
