import type { AssetInfo } from '@fleetdeck/model';
import { assetsConfig } from '../assets/assets-config';
import { useSubtypeFilter } from '../ownership/useSubtypeFilter';
import { CustomerEntitiesPage } from './CustomerEntitiesPage';
import { CUSTOMER_ASSETS } from './customer-entity-kinds';
import { useCustomerIdParam } from './useCustomerIdParam';

/** /customers/:customerId/assets: a customer's assets, filtered by asset type. */
export function CustomerAssetsPage() {
  const customerId = useCustomerIdParam();
  const { type, filter } = useSubtypeFilter('ASSET');
  return (
    <CustomerEntitiesPage<AssetInfo>
      kind={CUSTOMER_ASSETS}
      customerId={customerId}
      baseConfig={(id) => assetsConfig({ customerId: id, editable: true, type, headerFilter: filter, listActions: [] })}
      dependencies={[type]}
    />
  );
}
