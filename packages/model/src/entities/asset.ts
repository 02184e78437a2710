import type { CustomerId, EntityId, TenantId } from '../ids.js';
import type { EntitySearchQuery } from './relation.js';

export type AssetId = EntityId<'ASSET'>;

/** An asset (3.4.1 has no asset profiles). */
export interface Asset {
  id: AssetId;
  createdTime: number;
  additionalInfo: Record<string, unknown> | null;
  tenantId: TenantId;
  customerId: CustomerId;
  name: string;
  type: string;
  label: string | null;
  externalId: AssetId | null;
}

export interface AssetInfo extends Asset {
  customerTitle: string | null;
  customerIsPublic: boolean;
}

export interface AssetSearchQuery extends EntitySearchQuery {
  assetTypes: string[];
}
