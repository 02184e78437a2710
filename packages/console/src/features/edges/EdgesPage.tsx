import type { EdgeInfo } from '@fleetdeck/model';
import { Navigate } from 'react-router';
import { useAuthStore } from '../../core/session/auth-store';
import { OwnedEntitiesPage } from '../ownership/OwnedEntitiesPage';
import { useCustomerScope } from '../ownership/useCustomerScope';
import { useSubtypeFilter } from '../ownership/useSubtypeFilter';
import { EDGE_OWNERSHIP_MESSAGES, edgeOwnershipApi, edgesConfig } from './edges-config';

/** /edgeInstances: the tenant's edges, or a customer user's own read-only; only while edge support is on. */
export function EdgesPage() {
  const edgesEnabled = useAuthStore((state) => state.edgesSupportEnabled);
  const customerId = useCustomerScope();
  const { type, filter } = useSubtypeFilter('EDGE');
  if (!edgesEnabled) return <Navigate to="/home" replace />;
  return (
    <OwnedEntitiesPage<EdgeInfo>
      config={(page) => edgesConfig({ customerId, type, headerFilter: filter, listActions: [], page })}
      dependencies={[customerId, type]}
      ownershipApi={edgeOwnershipApi}
      messages={EDGE_OWNERSHIP_MESSAGES}
    />
  );
}
