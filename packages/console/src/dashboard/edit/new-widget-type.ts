import { NULL_UUID, type WidgetTypeDetails } from '@fleetdeck/model';
import type { NewWidgetType } from './dashboard-draft';

/** A default config that is not a JSON object (a damaged import) starts the widget from an empty one. */
function parseDefaultConfig(text: string | undefined): Record<string, unknown> {
  try {
    const parsed: unknown = JSON.parse(text ?? '{}');
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)
      ? (parsed as Record<string, unknown>)
      : {};
  } catch {
    return {};
  }
}

/** What a new widget takes from its type: the type's identity, kind, size and parsed default config. */
export function newWidgetType(widgetType: WidgetTypeDetails): NewWidgetType {
  const { descriptor } = widgetType;
  return {
    isSystemType: widgetType.tenantId.id === NULL_UUID,
    bundleAlias: widgetType.bundleAlias,
    typeAlias: widgetType.alias,
    type: descriptor.type,
    name: widgetType.name,
    sizeX: Number(descriptor.sizeX) || 8,
    sizeY: Number(descriptor.sizeY) || 6,
    defaultConfig: parseDefaultConfig(descriptor.defaultConfig),
  };
}

/**
 * A new widget's config with its first datasource reading the dashboard's first alias, when there is one: the
 * type's default datasource generates values by function, which an entity's keys replace once chosen.
 */
export function withFirstAlias(config: Record<string, unknown>, aliasId: string | undefined): Record<string, unknown> {
  const datasources = Array.isArray(config.datasources) ? config.datasources : [];
  if (!aliasId || datasources.length === 0) return config;
  const entity = { type: 'entity', entityAliasId: aliasId, filterId: null, dataKeys: [] };
  return { ...config, datasources: [entity, ...datasources.slice(1)] };
}
