import type { EntityViewInfo } from '@fleetdeck/model';
import { OwnedEntitiesPage } from '../ownership/OwnedEntitiesPage';
import { useCustomerScope } from '../ownership/useCustomerScope';
import { useSubtypeFilter } from '../ownership/useSubtypeFilter';
import { ENTITY_VIEW_OWNERSHIP_MESSAGES, entityViewOwnershipApi, entityViewsConfig } from './entity-views-config';

/** /entityViews: the tenant's entity views, or a customer user's own read-only. */
export function EntityViewsPage() {
  const customerId = useCustomerScope();
  const { type, filter } = useSubtypeFilter('ENTITY_VIEW');
  return (
    <OwnedEntitiesPage<EntityViewInfo>
      config={(page) => entityViewsConfig({ customerId, type, headerFilter: filter, page })}
      dependencies={[customerId, type]}
      ownershipApi={entityViewOwnershipApi}
      messages={ENTITY_VIEW_OWNERSHIP_MESSAGES}
    />
  );
}
