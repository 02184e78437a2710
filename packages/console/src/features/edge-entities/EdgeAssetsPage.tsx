import type { AssetInfo } from '@fleetdeck/model';
import { assetsConfig } from '../assets/assets-config';
import { EdgeEntitiesPage } from './EdgeEntitiesPage';
import { EDGE_ASSETS, edgeAssets } from './edge-entity-kinds';
import { edgeList } from './edge-list';

/** /edgeInstances/:edgeId/assets: the assets assigned to an edge. */
export function EdgeAssetsPage() {
  return (
    <EdgeEntitiesPage<AssetInfo>
      kind={EDGE_ASSETS}
      baseConfig={(edgeId) =>
        edgeList(
          assetsConfig({ customerId: null, type: null, headerFilter: null, listActions: [] }),
          edgeId,
          edgeAssets,
        )
      }
    />
  );
}
