import type { EntityViewInfo } from '@fleetdeck/model';
import { entityViewsConfig } from '../entity-views/entity-views-config';
import { useSubtypeFilter } from '../ownership/useSubtypeFilter';
import { CustomerEntitiesPage } from './CustomerEntitiesPage';
import { CUSTOMER_ENTITY_VIEWS } from './customer-entity-kinds';
import { useCustomerIdParam } from './useCustomerIdParam';

/** /customers/:customerId/entityViews: a customer's entity views, filtered by type. */
export function CustomerEntityViewsPage() {
  const customerId = useCustomerIdParam();
  const { type, filter } = useSubtypeFilter('ENTITY_VIEW');
  return (
    <CustomerEntitiesPage<EntityViewInfo>
      kind={CUSTOMER_ENTITY_VIEWS}
      customerId={customerId}
      baseConfig={(id) => entityViewsConfig({ customerId: id, editable: true, type, headerFilter: filter })}
      dependencies={[type]}
    />
  );
}
