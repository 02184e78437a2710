import type { EntityData, EntityId, EntityKey, EntityLatestValues, EntityTsValue } from '@fleetdeck/model';
import { sql } from 'kysely';
import type { Db } from '../storage/schema.js';
import { queryKind } from './kinds.js';
import { type ValueColumns, valueText } from './stored-values.js';

const CHUNK = 500;

const SCOPE_OF: Record<string, string> = {
  CLIENT_ATTRIBUTE: 'CLIENT_SCOPE',
  SHARED_ATTRIBUTE: 'SHARED_SCOPE',
  SERVER_ATTRIBUTE: 'SERVER_SCOPE',
};

export const MISSING: EntityTsValue = Object.freeze({ ts: 0, value: '' }) as EntityTsValue;

function chunks<T>(items: T[]): T[][] {
  const result: T[][] = [];
  for (let i = 0; i < items.length; i += CHUNK) result.push(items.slice(i, i + CHUNK));
  return result;
}

/** key_id of each time series key in the dictionary; keys never stored have none. */
export async function tsKeyIds(db: Db, keys: string[]): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  if (keys.length === 0) return ids;
  const rows = await sql<{
    key: string;
    key_id: number;
  }>`select key, key_id from ts_kv_dictionary where key in (${sql.join(keys)})`.execute(db);
  for (const row of rows.rows) ids.set(row.key, Number(row.key_id));
  return ids;
}

export interface LatestRow extends ValueColumns {
  entity_id: string;
  key: string;
  ts: number;
}

/** Latest time series values of some entities, for the given keys (all keys when null). */
export async function latestTimeseriesRows(db: Db, entityIds: string[], keys: string[] | null): Promise<LatestRow[]> {
  if (entityIds.length === 0 || keys?.length === 0) return [];
  const rows: LatestRow[] = [];
  for (const ids of chunks(entityIds)) {
    const keyCondition = keys ? sql`and d.key in (${sql.join(keys)})` : sql``;
    const result =
      await sql<LatestRow>`select l.entity_id as entity_id, d.key as key, l.ts as ts, l.bool_v as bool_v, l.long_v as long_v, l.dbl_v as dbl_v, l.str_v as str_v, l.json_v as json_v from ts_kv_latest as l join ts_kv_dictionary as d on d.key_id = l.key where l.entity_id in (${sql.join(ids)}) ${keyCondition}`.execute(
        db,
      );
    rows.push(...result.rows);
  }
  return rows;
}

export interface AttributeRow extends ValueColumns {
  entity_id: string;
  attribute_type: string;
  attribute_key: string;
  last_update_ts: number;
}

/** Attributes of some entities, for the given keys (all keys when null) and scopes (all when null). */
export async function attributeRows(
  db: Db,
  entityIds: string[],
  keys: string[] | null,
  scopes: string[] | null = null,
): Promise<AttributeRow[]> {
  if (entityIds.length === 0 || keys?.length === 0) return [];
  const rows: AttributeRow[] = [];
  for (const ids of chunks(entityIds)) {
    let query = db
      .selectFrom('attribute_kv')
      .select([
        'entity_id',
        'attribute_type',
        'attribute_key',
        'last_update_ts',
        'bool_v',
        'long_v',
        'dbl_v',
        'str_v',
        'json_v',
      ])
      .where('entity_id', 'in', ids);
    if (keys) query = query.where('attribute_key', 'in', keys);
    if (scopes) query = query.where('attribute_type', 'in', scopes);
    rows.push(...(await query.execute()));
  }
  return rows;
}

export function tsValueOf(ts: number | string, row: ValueColumns): EntityTsValue {
  return { ts: Number(ts), value: valueText(row) };
}

/** For "any scope": the most recently updated, server before shared before client on a tie (as in the SQL). */
function newer(current: AttributeRow | undefined, candidate: AttributeRow): boolean {
  if (!current) return true;
  const a = Number(candidate.last_update_ts);
  const b = Number(current.last_update_ts);
  return a > b || (a === b && candidate.attribute_type > current.attribute_type);
}

/**
 * The latest values of some entities for the requested keys, as the query answers them: every requested key is
 * present, a missing one as `{ts:0, value:""}`.
 */
export async function loadLatestValues(
  db: Db,
  entityIds: string[],
  keys: EntityKey[],
): Promise<Map<string, EntityLatestValues>> {
  const result = new Map<string, EntityLatestValues>();
  const tsKeys = [...new Set(keys.filter((k) => k.type === 'TIME_SERIES').map((k) => k.key))];
  const attributeKeys = keys.filter((k) => k.type in SCOPE_OF || k.type === 'ATTRIBUTE');
  const tsRows = await latestTimeseriesRows(db, entityIds, tsKeys);
  const attrRows = await attributeRows(db, entityIds, [...new Set(attributeKeys.map((k) => k.key))]);
  const ts = new Map<string, LatestRow>();
  for (const row of tsRows) ts.set(`${row.entity_id}\u0000${row.key}`, row);
  const attributes = new Map<string, AttributeRow>();
  for (const row of attrRows) {
    attributes.set(`${row.entity_id}\u0000${row.attribute_type}\u0000${row.attribute_key}`, row);
    const anyKey = `${row.entity_id}\u0000ANY\u0000${row.attribute_key}`;
    if (newer(attributes.get(anyKey), row)) attributes.set(anyKey, row);
  }
  for (const entityId of entityIds) {
    const latest: EntityLatestValues = {};
    for (const key of keys) {
      let value: EntityTsValue = MISSING;
      if (key.type === 'TIME_SERIES') {
        const row = ts.get(`${entityId}\u0000${key.key}`);
        if (row) value = tsValueOf(row.ts, row);
      } else if (key.type === 'ATTRIBUTE' || key.type in SCOPE_OF) {
        const scope = key.type === 'ATTRIBUTE' ? 'ANY' : SCOPE_OF[key.type];
        const row = attributes.get(`${entityId}\u0000${scope}\u0000${key.key}`);
        if (row) value = tsValueOf(row.last_update_ts, row);
      } else continue;
      const group = latest[key.type] ?? {};
      group[key.key] = { ...value };
      latest[key.type] = group;
    }
    result.set(entityId, latest);
  }
  return result;
}

type FieldRow = Record<string, unknown> & { id: string };

function fieldText(value: unknown): string {
  if (value === null || value === undefined) return '';
  return typeof value === 'string' ? value : String(value);
}

/** ENTITY_FIELD values of some entities, read from each kind's table. */
export async function loadEntityFields(
  db: Db,
  entities: EntityId[],
  keys: EntityKey[],
): Promise<Map<string, Record<string, EntityTsValue>>> {
  const result = new Map<string, Record<string, EntityTsValue>>();
  const fieldKeys = [...new Set(keys.filter((k) => k.type === 'ENTITY_FIELD').map((k) => k.key))];
  if (fieldKeys.length === 0) return result;
  const now = Date.now();
  const byType = new Map<string, string[]>();
  for (const entity of entities) byType.set(entity.entityType, [...(byType.get(entity.entityType) ?? []), entity.id]);
  for (const [entityType, ids] of byType) {
    const kind = queryKind(entityType);
    if (!kind) continue;
    const columns = [...new Set(fieldKeys.map((key) => kind.fields[key]).filter((c): c is string => Boolean(c)))];
    const rows: FieldRow[] = [];
    for (const chunk of chunks(ids)) {
      const selected = [sql`id`, ...columns.map((column) => sql.ref(column))];
      const found =
        await sql<FieldRow>`select ${sql.join(selected)} from ${sql.table(kind.table)} where id in (${sql.join(chunk)})`.execute(
          db,
        );
      rows.push(...found.rows);
    }
    for (const row of rows) {
      const values: Record<string, EntityTsValue> = {};
      for (const key of fieldKeys) {
        const column = kind.fields[key];
        const value = key === 'entityType' ? entityType : column ? row[column] : null;
        values[key] = { ts: now, value: fieldText(value) };
      }
      result.set(row.id, values);
    }
  }
  return result;
}

/** Entity data (entity fields and latest values) of a page of entities, in the page's order. */
export async function loadEntityData(
  db: Db,
  entities: EntityId[],
  entityFields: EntityKey[],
  latestValues: EntityKey[],
): Promise<EntityData[]> {
  const ids = entities.map((entity) => entity.id);
  const fields = await loadEntityFields(db, entities, entityFields);
  const latest = await loadLatestValues(db, ids, latestValues);
  const now = Date.now();
  return entities.map((entityId) => {
    const values: EntityLatestValues = { ...(latest.get(entityId.id) ?? {}) };
    const entityFieldKeys = entityFields.filter((k) => k.type === 'ENTITY_FIELD');
    if (entityFieldKeys.length) {
      const own = fields.get(entityId.id) ?? {};
      values.ENTITY_FIELD = Object.fromEntries(
        entityFieldKeys.map((k) => [k.key, own[k.key] ?? { ts: now, value: '' }]),
      );
    }
    return { entityId, latest: values, timeseries: {} };
  });
}
