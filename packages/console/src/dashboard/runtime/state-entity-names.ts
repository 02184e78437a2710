import type { EntityId, StateEntityParams, StateParams } from '@fleetdeck/model';

export type LoadEntityName = (entityId: EntityId) => Promise<{ name: string; label?: string | null } | null>;

/** The entity params of a state that name an entity but not its name: at top level and under the target param. */
function unnamed(params: StateParams): StateEntityParams[] {
  const target = params.targetEntityParamName ? params[params.targetEntityParamName] : undefined;
  return [params, typeof target === 'object' && target !== null ? (target as StateEntityParams) : null].filter(
    (entry): entry is StateEntityParams => entry !== null && !!entry.entityId?.id && !entry.entityName,
  );
}

/** Whether opening a state with these params must first read an entity's name (the breadcrumb shows it). */
export function needsEntityNames(params: StateParams): boolean {
  return unnamed(params).length > 0;
}

/**
 * A copy of the params where an entity given only by id (a custom action's `openState`, a hand-made link) also
 * carries its name and label, as the entity state controller fills them before showing the state. An entity
 * that cannot be read keeps its id alone.
 */
export async function withEntityNames(params: StateParams, load: LoadEntityName): Promise<StateParams> {
  const copy = structuredClone(params);
  for (const entry of unnamed(copy)) {
    const entity = entry.entityId ? await load(entry.entityId) : null;
    if (!entity) continue;
    entry.entityName = entity.name;
    if (entity.label) entry.entityLabel = entity.label;
  }
  return copy;
}
