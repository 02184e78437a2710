import type { EntityAlias, EntityAliases, Widget } from '@fleetdeck/model';

type Json = Record<string, unknown>;

/**
 * Old exports kept device aliases: a device filter either matched names (useFilter) or listed devices, and the
 * oldest ones named one device. They become entity aliases of devices, resolving to one entity.
 */
function deviceAliasToEntityAlias(aliasId: string, deviceAlias: Json): EntityAlias {
  const deviceFilter = deviceAlias.deviceFilter as Json | undefined;
  const alias = String(deviceAlias.alias ?? '');
  if (deviceFilter?.useFilter) {
    return {
      id: aliasId,
      alias,
      filter: {
        type: 'entityName',
        entityType: 'DEVICE',
        entityNameFilter: String(deviceFilter.deviceNameFilter ?? ''),
        resolveMultiple: false,
      },
    };
  }
  const entityList = deviceFilter
    ? ((deviceFilter.deviceList as string[] | undefined) ?? [])
    : [String(deviceAlias.deviceId ?? '')];
  return {
    id: aliasId,
    alias,
    filter: { type: 'entityList', entityType: 'DEVICE', entityList, resolveMultiple: false },
  };
}

/** Aliases of the first entity exports carried entityType and entityFilter instead of a filter. */
function upgradeOldEntityAlias(aliasId: string, alias: Json): EntityAlias {
  if (alias.filter || !alias.entityType || !alias.entityFilter)
    return { ...(alias as unknown as EntityAlias), id: aliasId };
  const entityFilter = alias.entityFilter as Json;
  const entityType = alias.entityType as 'DEVICE';
  const name = String(alias.alias ?? '');
  if (entityFilter.useFilter) {
    return {
      id: aliasId,
      alias: name,
      filter: {
        type: 'entityName',
        entityType,
        entityNameFilter: String(entityFilter.entityNameFilter ?? ''),
        resolveMultiple: false,
      },
    };
  }
  const entityList = (entityFilter.entityList as string[] | undefined) ?? [];
  return { id: aliasId, alias: name, filter: { type: 'entityList', entityType, entityList, resolveMultiple: false } };
}

/** Datasources and RPC targets follow an alias whose id was replaced. */
function renameAliasReferences(widgets: Record<string, Widget>, oldId: string, newId: string): void {
  for (const widget of Object.values(widgets)) {
    for (const datasource of widget.config.datasources ?? []) {
      if (datasource.entityAliasId === oldId) datasource.entityAliasId = newId;
    }
    if (widget.config.alarmSource?.entityAliasId === oldId) widget.config.alarmSource.entityAliasId = newId;
    const targets = widget.config.targetDeviceAliasIds;
    if (targets?.[0] === oldId) targets[0] = newId;
  }
}

/**
 * The entity aliases of a configuration, converting device aliases and old alias shapes. Alias ids that are not
 * 36-character UUIDs get a new UUID, and the widgets that referenced them are rewritten to match.
 */
export function normalizeEntityAliases(
  configuration: Json,
  widgets: Record<string, Widget>,
  newId: () => string,
): EntityAliases {
  const source: Json = configuration.deviceAliases
    ? Object.fromEntries(
        Object.entries(configuration.deviceAliases as Json).map(([id, alias]) => [
          id,
          deviceAliasToEntityAlias(id, alias as Json),
        ]),
      )
    : ((configuration.entityAliases as Json | undefined) ?? {});
  const aliases: EntityAliases = {};
  for (const [aliasId, raw] of Object.entries(source)) {
    const alias = upgradeOldEntityAlias(aliasId, raw as Json);
    if (aliasId.length === 36) {
      aliases[aliasId] = alias;
      continue;
    }
    const replacement = newId();
    renameAliasReferences(widgets, aliasId, replacement);
    aliases[replacement] = { ...alias, id: replacement };
  }
  return aliases;
}
