import type { AssetInfo } from '@fleetdeck/model';
import { useState } from 'react';
import type { EntityContext } from '../../entities/entity-config';
import { ImportWizardDialog } from '../import/ImportWizardDialog';
import { importListAction } from '../import/import-action';
import { OwnedEntitiesPage } from '../ownership/OwnedEntitiesPage';
import { useCustomerScope } from '../ownership/useCustomerScope';
import { useSubtypeFilter } from '../ownership/useSubtypeFilter';
import { ASSET_OWNERSHIP_MESSAGES, assetOwnershipApi, assetsConfig } from './assets-config';

/** /assets: the tenant's assets, or a customer user's own read-only. */
export function AssetsPage() {
  const customerId = useCustomerScope();
  const { type, filter } = useSubtypeFilter('ASSET');
  const [importing, setImporting] = useState<EntityContext | null>(null);
  return (
    <OwnedEntitiesPage<AssetInfo>
      config={(page) =>
        assetsConfig({
          customerId,
          type,
          headerFilter: filter,
          listActions: [importListAction('ASSET', setImporting)],
          page,
        })
      }
      dependencies={[customerId, type]}
      ownershipApi={assetOwnershipApi}
      messages={ASSET_OWNERSHIP_MESSAGES}
    >
      <ImportWizardDialog
        entityType="ASSET"
        open={importing !== null}
        onClose={() => setImporting(null)}
        onImported={() => importing?.reload()}
      />
    </OwnedEntitiesPage>
  );
}
