import type { CustomerId, EntityId, TenantId } from '../ids.js';

export type AssetId = EntityId<'ASSET'>;

/** An asset (contract §5; 3.4.1 has no asset profiles). */
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

export type RelationSearchDirection = 'FROM' | 'TO';

/** The relation walk of a search query (contract §6.4 POST /devices). */
export interface RelationsSearchParameters {
  rootId: string;
  rootType: string;
  direction: RelationSearchDirection;
  relationTypeGroup?: string | null;
  maxLevel?: number;
  fetchLastLevelOnly?: boolean;
}

export interface AssetSearchQuery {
  parameters: RelationsSearchParameters;
  relationType: string | null;
  assetTypes: string[];
}
