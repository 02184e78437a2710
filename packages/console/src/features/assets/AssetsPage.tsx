import type { AssetInfo } from '@fleetdeck/model';
import { OwnedEntitiesPage } from '../ownership/OwnedEntitiesPage';
import { useCustomerScope } from '../ownership/useCustomerScope';
import { useSubtypeFilter } from '../ownership/useSubtypeFilter';
import { ASSET_OWNERSHIP_MESSAGES, assetOwnershipApi, assetsConfig } from './assets-config';

/** /assets: the tenant's assets, or a customer user's own read-only. */
export function AssetsPage() {
  const customerId = useCustomerScope();
  const { type, filter } = useSubtypeFilter('ASSET');
  return (
    <OwnedEntitiesPage<AssetInfo>
      config={(page) => assetsConfig({ customerId, type, headerFilter: filter, listActions: [], page })}
      dependencies={[customerId, type]}
      ownershipApi={assetOwnershipApi}
      messages={ASSET_OWNERSHIP_MESSAGES}
    />
  );
}
