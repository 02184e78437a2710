import {
  type EntityAlias,
  type EntityAliasFilter,
  type EntityFilter,
  type EntityId,
  NULL_UUID,
  type StateParams,
  type UserAuthority,
} from '@fleetdeck/model';

/** Who is looking at the dashboard: the CURRENT_* pseudo entities resolve against this user. */
export interface CurrentUser {
  authority: UserAuthority;
  tenantId: string;
  customerId: string;
  userId: string;
}

/**
 * What an alias resolves to: one known entity (single-entity and state-entity aliases), an entity query filter
 * (`single` means only the newest matching entity is used), or nothing, in which case widgets show no data.
 */
export type AliasResolution =
  | { kind: 'entity'; entityId: EntityId; filter: EntityFilter }
  | { kind: 'query'; filter: EntityFilter; single: boolean }
  | { kind: 'none' };

type PseudoId = { entityType: string; id: string };

function realId(entityType: EntityId['entityType'], id: string | undefined): EntityId | null {
  return id && id !== NULL_UUID ? { entityType, id } : null;
}

/** Replaces CURRENT_TENANT, CURRENT_CUSTOMER, CURRENT_USER and CURRENT_USER_OWNER by the user's own entities. */
export function resolveCurrentEntityId(entityId: PseudoId, user: CurrentUser): EntityId | null {
  switch (entityId.entityType) {
    case 'CURRENT_TENANT':
      return realId('TENANT', user.tenantId);
    case 'CURRENT_CUSTOMER':
      return realId('CUSTOMER', user.customerId);
    case 'CURRENT_USER':
      return realId('USER', user.userId);
    case 'CURRENT_USER_OWNER':
      return user.authority === 'CUSTOMER_USER' ? realId('CUSTOMER', user.customerId) : realId('TENANT', user.tenantId);
    default:
      return entityId.id ? (entityId as EntityId) : null;
  }
}

interface StateEntitySource {
  stateEntityParamName?: string | null;
  defaultStateEntity?: EntityId | null;
}

/**
 * The entity of the current state for an alias: the entity under the alias's param name when it has one, else the
 * state's own entity, else the alias's default entity.
 */
export function stateEntityId(source: StateEntitySource, params: StateParams): EntityId | null {
  let found: EntityId | null | undefined;
  if (source.stateEntityParamName) {
    const named = params[source.stateEntityParamName];
    found = typeof named === 'object' && named !== null ? (named as StateParams).entityId : null;
  } else {
    found = params.entityId;
  }
  return found?.id ? found : (source.defaultStateEntity ?? null);
}

/** Aliases that follow the dashboard state are resolved again when the state's entity changes. */
export function dependsOnState(filter: EntityAliasFilter): boolean {
  return filter.type === 'stateEntity' || ('rootStateEntity' in filter && filter.rootStateEntity === true);
}

function single(entityId: EntityId | null, user: CurrentUser): AliasResolution {
  const resolved = entityId ? resolveCurrentEntityId(entityId, user) : null;
  return resolved
    ? { kind: 'entity', entityId: resolved, filter: { type: 'singleEntity', singleEntity: resolved } }
    : { kind: 'none' };
}

/** Resolves an alias of the dashboard for the current state and user. */
export function resolveAlias(alias: EntityAlias, params: StateParams, user: CurrentUser): AliasResolution {
  const { resolveMultiple, ...filter } = alias.filter;
  const singleResult = resolveMultiple !== true;
  switch (filter.type) {
    case 'singleEntity':
      return single(filter.singleEntity as EntityId, user);
    case 'stateEntity':
      return single(stateEntityId(filter, params), user);
    case 'relationsQuery':
    case 'deviceSearchQuery':
    case 'assetSearchQuery':
    case 'entityViewSearchQuery':
    case 'edgeSearchQuery': {
      const { rootStateEntity, stateEntityParamName, defaultStateEntity, rootEntity, ...query } = filter;
      const chosen = rootStateEntity ? stateEntityId({ stateEntityParamName, defaultStateEntity }, params) : rootEntity;
      const root = chosen ? resolveCurrentEntityId(chosen, user) : null;
      if (!root) return { kind: 'none' };
      return { kind: 'query', filter: { ...query, rootEntity: root } as EntityFilter, single: singleResult };
    }
    default:
      return { kind: 'query', filter, single: singleResult };
  }
}
