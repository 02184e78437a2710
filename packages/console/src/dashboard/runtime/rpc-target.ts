import type { EntityDataQuery, EntityFilter, EntityId, Widget } from '@fleetdeck/model';
import type { AliasResolution } from '../model/alias-resolution';

/** Where an RPC widget sends commands: a known device, none, or the newest entity of an alias's query. */
export type RpcTarget = { kind: 'device'; deviceId: EntityId | null } | { kind: 'query'; query: EntityDataQuery };

/** The query that finds the first entity of a multi-entity alias, newest first as the platform's first page. */
function firstEntityQuery(entityFilter: EntityFilter): EntityDataQuery {
  return {
    entityFilter,
    pageLink: {
      page: 0,
      pageSize: 1,
      sortOrder: { key: { type: 'ENTITY_FIELD', key: 'createdTime' }, direction: 'DESC' },
    },
    entityFields: [],
    latestValues: [],
    keyFilters: [],
  };
}

/**
 * The target of an RPC widget: the first alias of `targetDeviceAliasIds` (its entity when it resolves to one, the
 * first entity of its query otherwise), else the first of `targetDeviceIds`.
 */
export function rpcTarget(widget: Widget, aliases: Record<string, AliasResolution>): RpcTarget {
  const aliasId = widget.config.targetDeviceAliasIds?.[0];
  const resolution = aliasId ? aliases[aliasId] : undefined;
  if (resolution?.kind === 'query') return { kind: 'query', query: firstEntityQuery(resolution.filter) };
  return { kind: 'device', deviceId: rpcTargetDevice(widget, aliases) };
}

/**
 * The device an RPC widget commands: the first alias of `targetDeviceAliasIds` when it resolves to one device
 * entity, else the first of `targetDeviceIds`. An alias that resolves to a query or to another kind gives none.
 */
export function rpcTargetDevice(widget: Widget, aliases: Record<string, AliasResolution>): EntityId | null {
  const aliasId = widget.config.targetDeviceAliasIds?.[0];
  if (aliasId) {
    const resolution = aliases[aliasId];
    return resolution?.kind === 'entity' && resolution.entityId.entityType === 'DEVICE' ? resolution.entityId : null;
  }
  const deviceId = widget.config.targetDeviceIds?.[0];
  return deviceId ? { entityType: 'DEVICE', id: deviceId } : null;
}
