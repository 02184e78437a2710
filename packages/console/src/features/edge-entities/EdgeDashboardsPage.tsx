import { api } from '../../core/http/api';
import { type DashboardListEntry, dashboardsConfig } from '../dashboards/dashboards-config';
import { EdgeEntitiesPage } from './EdgeEntitiesPage';
import { EDGE_DASHBOARDS } from './edge-entity-kinds';
import { edgeList } from './edge-list';

/** /edgeInstances/:edgeId/dashboards: the dashboards assigned to an edge. */
export function EdgeDashboardsPage() {
  return (
    <EdgeEntitiesPage<DashboardListEntry>
      kind={EDGE_DASHBOARDS}
      baseConfig={(edgeId) =>
        edgeList(dashboardsConfig({ customerId: null }), edgeId, (id, link) => api.dashboards.edgeDashboards(id, link))
      }
    />
  );
}
