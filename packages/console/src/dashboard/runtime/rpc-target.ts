import type { EntityId, Widget } from '@fleetdeck/model';
import type { AliasResolution } from '../model/alias-resolution';

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
