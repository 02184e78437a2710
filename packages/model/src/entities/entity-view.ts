import type { CustomerId, EntityId, TenantId } from '../ids.js';
import type { EntitySearchQuery } from './relation.js';

export type EntityViewId = EntityId<'ENTITY_VIEW'>;

/** The keys an entity view exposes: time series, and attributes by scope (client, server, shared). */
export interface EntityViewKeys {
  timeseries: string[];
  attributes: { cs: string[]; ss: string[]; sh: string[] };
}

/** An entity view: a read-only window on a device's or asset's telemetry and attributes. */
export interface EntityView {
  id: EntityViewId;
  createdTime: number;
  additionalInfo: Record<string, unknown> | null;
  entityId: EntityId<'DEVICE' | 'ASSET'>;
  tenantId: TenantId;
  customerId: CustomerId;
  name: string;
  type: string;
  keys: EntityViewKeys;
  startTimeMs: number;
  endTimeMs: number;
  externalId: EntityViewId | null;
}

export interface EntityViewInfo extends EntityView {
  customerTitle: string | null;
  customerIsPublic: boolean;
}

export interface EntityViewSearchQuery extends EntitySearchQuery {
  entityViewTypes: string[];
}
