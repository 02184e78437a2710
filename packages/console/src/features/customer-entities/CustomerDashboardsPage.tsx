import { type DashboardListEntry, dashboardsConfig } from '../dashboards/dashboards-config';
import { CustomerEntitiesPage } from './CustomerEntitiesPage';
import { CUSTOMER_DASHBOARDS } from './customer-entity-kinds';
import { useCustomerIdParam } from './useCustomerIdParam';

/** /customers/:customerId/dashboards: the dashboards assigned to a customer; a row opens its dashboard. */
export function CustomerDashboardsPage() {
  const customerId = useCustomerIdParam();
  return (
    <CustomerEntitiesPage<DashboardListEntry>
      kind={CUSTOMER_DASHBOARDS}
      customerId={customerId}
      baseConfig={(id) => dashboardsConfig({ customerId: id, editable: true })}
    />
  );
}
