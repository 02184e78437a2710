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
