import type { Db } from '../storage/schema.js';
import type { AttributeScope } from './csv.js';

/**
 * A CSV value typed as the platform's import does: true/false → BOOLEAN, an integer → LONG, another number →
 * DOUBLE, anything else → STRING; stored in the matching typed column of attribute_kv (§12).
 */
export function typedColumns(value: string) {
  const empty = { bool_v: null, str_v: null, long_v: null, dbl_v: null, json_v: null };
  const lower = value.toLowerCase();
  if (lower === 'true' || lower === 'false') return { ...empty, bool_v: lower === 'true' ? 1 : 0 };
  if (/^[-+]?\d+$/.test(value) && Number.isSafeInteger(Number(value))) return { ...empty, long_v: Number(value) };
  if (/^[-+]?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?$/.test(value) && Number.isFinite(Number(value))) {
    return { ...empty, dbl_v: Number(value) };
  }
  return { ...empty, str_v: value };
}

/** Writes (or overwrites) attributes of one entity. */
export async function saveAttributes(
  db: Db,
  entity: { entityType: string; id: string },
  attributes: Array<{ scope: AttributeScope; key: string; value: string }>,
): Promise<void> {
  const now = Date.now();
  for (const attribute of attributes) {
    const columns = typedColumns(attribute.value);
    await db
      .insertInto('attribute_kv')
      .values({
        entity_type: entity.entityType,
        entity_id: entity.id,
        attribute_type: attribute.scope,
        attribute_key: attribute.key,
        last_update_ts: now,
        ...columns,
      })
      .onConflict((conflict) =>
        conflict
          .columns(['entity_id', 'attribute_type', 'attribute_key'])
          .doUpdateSet({ ...columns, last_update_ts: now }),
      )
      .execute();
  }
}
