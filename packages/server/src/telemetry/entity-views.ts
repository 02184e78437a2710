import type { EntityId, EntityType } from '@fleetdeck/model';
import { fromJsonText } from '../common/json.js';
import type { Storage } from '../storage/database.js';
import { findEntityViewWindowRow } from './store.js';

/** What an entity view lets through of its entity's time series: some keys (all when none) within a time window. */
export interface EntityViewWindow {
  entityId: EntityId;
  /** empty = every key */
  timeseries: string[];
  /** 0 = from the beginning */
  startTs: number;
  /** 0 = until now and on */
  endTs: number;
}

export const ENTITY_VIEW_READ_ONLY = "Telemetry data can't be stored for entity view. Read only";

/** Saving time series of an entity view; the REST API answers it with 400 and this text. */
export class EntityViewReadOnlyError extends Error {
  constructor() {
    super(ENTITY_VIEW_READ_ONLY);
  }
}

/** The window of an entity view, or undefined when there is no such entity view. */
export async function findEntityViewWindow(storage: Storage, id: string): Promise<EntityViewWindow | undefined> {
  const row = await findEntityViewWindowRow(storage.db, id);
  if (!row) return undefined;
  const keys = fromJsonText<{ timeseries?: unknown }>(row.keys);
  const timeseries = Array.isArray(keys?.timeseries) ? keys.timeseries.filter((k) => typeof k === 'string') : [];
  return {
    entityId: { entityType: row.entity_type as EntityType, id: row.entity_id },
    timeseries,
    startTs: Number(row.start_ts ?? 0),
    endTs: Number(row.end_ts ?? 0),
  };
}
