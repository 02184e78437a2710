import type { DashboardConfiguration, Datasource, EntityAlias, EntityAliases, Widget } from '@fleetdeck/model';

function datasourcesOf(widget: Widget): Datasource[] {
  const config = widget.config ?? {};
  return [...(config.datasources ?? []), ...(config.alarmSource ? [config.alarmSource] : [])];
}

/** The titles of the widgets whose datasources, alarm source or RPC target use the alias. */
export function widgetsUsingAlias(configuration: DashboardConfiguration, aliasId: string): string[] {
  return Object.values(configuration.widgets ?? {})
    .filter(
      (widget) =>
        datasourcesOf(widget).some((datasource) => datasource.entityAliasId === aliasId) ||
        (widget.config?.targetDeviceAliasIds ?? []).includes(aliasId),
    )
    .map((widget) => widget.config?.title ?? widget.title);
}

/** The aliases by id, as far as the unique name rule reads them. */
export type AliasNames = Record<string, Pick<EntityAlias, 'id' | 'alias'>>;

/** Whether another alias than `exceptId` already has the name, compared as the platform does: trimmed, exact. */
export function aliasNameTaken(aliases: AliasNames, name: string, exceptId: string | null): boolean {
  const wanted = name.trim();
  return Object.values(aliases).some((alias) => alias.id !== exceptId && alias.alias.trim() === wanted);
}

/** The aliases with one added or replaced under its id; a replaced alias keeps its place. */
export function putAlias(aliases: EntityAliases, alias: EntityAlias): EntityAliases {
  return { ...aliases, [alias.id]: alias };
}

export function removeAlias(aliases: EntityAliases, aliasId: string): EntityAliases {
  const { [aliasId]: _removed, ...rest } = aliases;
  return rest;
}

/** The configuration with the edited aliases, nothing else changed. */
export function withEntityAliases(
  configuration: DashboardConfiguration,
  aliases: EntityAliases,
): DashboardConfiguration {
  return { ...configuration, entityAliases: aliases };
}
