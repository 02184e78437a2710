import type { WidgetAction } from '@fleetdeck/model';
import type { Datasource, WidgetConfig } from '../../../widgets/widget-config';

type Json = Record<string, unknown>;

/**
 * The config the dialog edits: the saved one (so a save keeps every field the dialog does not show), with the
 * settings of the widget and of each key as the type's `migrate` completes them, which its forms edit.
 */
export function initialConfig(saved: Json, migrated: WidgetConfig): Json {
  const datasources = Array.isArray(saved.datasources) ? (saved.datasources as Datasource[]) : [];
  return {
    ...structuredClone(saved),
    settings: migrated.settings,
    datasources: datasources.map((datasource, d) => ({
      ...structuredClone(datasource),
      dataKeys: (datasource.dataKeys ?? []).map((dataKey, k) => ({
        ...structuredClone(dataKey),
        settings: migrated.datasources?.[d]?.dataKeys[k]?.settings ?? dataKey.settings ?? {},
      })),
    })),
  };
}

export const datasourcesOf = (config: Json): Datasource[] =>
  Array.isArray(config.datasources) ? (config.datasources as Datasource[]) : [];

export const actionsOf = (config: Json): Record<string, WidgetAction[]> =>
  typeof config.actions === 'object' && config.actions !== null
    ? (config.actions as Record<string, WidgetAction[]>)
    : {};
