import type { EdgeInfo } from '@fleetdeck/model';
import { Navigate } from 'react-router';
import { useAuthStore } from '../../core/session/auth-store';
import { edgesConfig } from '../edges/edges-config';
import { useSubtypeFilter } from '../ownership/useSubtypeFilter';
import { CustomerEntitiesPage } from './CustomerEntitiesPage';
import { CUSTOMER_EDGES } from './customer-entity-kinds';
import { useCustomerIdParam } from './useCustomerIdParam';

/** /customers/:customerId/edgeInstances: a customer's edges, filtered by type. */
export function CustomerEdgesPage() {
  const customerId = useCustomerIdParam();
  const { type, filter } = useSubtypeFilter('EDGE');
  const edgesEnabled = useAuthStore((state) => state.edgesSupportEnabled);
  if (!edgesEnabled) return <Navigate to="/customers" replace />;
  return (
    <CustomerEntitiesPage<EdgeInfo>
      kind={CUSTOMER_EDGES}
      customerId={customerId}
      baseConfig={(id) => edgesConfig({ customerId: id, editable: true, type, headerFilter: filter, listActions: [] })}
      dependencies={[type]}
    />
  );
}
