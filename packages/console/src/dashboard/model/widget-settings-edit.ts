import type { Dashboard, EntityAliases } from '@fleetdeck/model';

/** What the widget settings dialog changed: the widget's settings and the settings of each data key. */
export interface WidgetSettingsEdit {
  settings: Record<string, unknown>;
  /** by datasource index, then by data key index, as the widget's config lists them */
  keySettings: Record<string, unknown>[][];
  /**
   * the widget's whole config as the configuration dialog edited it (datasources, appearance, actions), started
   * from the saved config so every field the dialog does not show is kept; absent when only settings changed
   */
  config?: Record<string, unknown>;
  /** aliases created from the dialog's datasources, which join the dashboard's */
  entityAliases?: EntityAliases;
}

type Json = Record<string, unknown>;

const asObject = (value: unknown): Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Json) : {};

/** The dashboard configuration with aliases created while configuring a widget added to its own. */
export function withCreatedAliases(configuration: Json, created: EntityAliases | undefined): Json {
  if (!created || Object.keys(created).length === 0) return configuration;
  return { ...configuration, entityAliases: { ...asObject(configuration.entityAliases), ...created } };
}

/**
 * The dashboard as saved, with one widget's settings and data key settings replaced by an edit. Only those are
 * replaced: the rest of the saved widget (its datasources, aliases and keys as the platform wrote them) is kept
 * as it was, so a save from the console does not rewrite what it does not edit; aliases the edit created are
 * added. Undefined when the dashboard has no widget of that id.
 */
export function withWidgetSettings(
  dashboard: Dashboard,
  widgetId: string,
  edit: WidgetSettingsEdit,
): Dashboard | undefined {
  const configuration = asObject(dashboard.configuration);
  const widgets = asObject(configuration.widgets);
  const widget = asObject(widgets[widgetId]);
  if (Object.keys(widget).length === 0) return undefined;
  const config = edit.config ?? asObject(widget.config);
  const datasources = Array.isArray(config.datasources) ? (config.datasources as unknown[]) : [];
  const editedDatasources = datasources.map((datasource, d) => {
    const source = asObject(datasource);
    if (!Array.isArray(source.dataKeys)) return datasource;
    const dataKeys = (source.dataKeys as unknown[]).map((dataKey, k) => {
      const settings = edit.keySettings[d]?.[k];
      return settings ? { ...asObject(dataKey), settings } : dataKey;
    });
    return { ...source, dataKeys };
  });
  const editedWidget = { ...widget, config: { ...config, settings: edit.settings, datasources: editedDatasources } };
  return {
    ...dashboard,
    configuration: withCreatedAliases(
      { ...configuration, widgets: { ...widgets, [widgetId]: editedWidget } },
      edit.entityAliases,
    ),
  } as Dashboard;
}
