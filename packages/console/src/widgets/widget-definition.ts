import type { RJSFSchema } from '@rjsf/utils';
import type { ComponentType, LazyExoticComponent } from 'react';
import type { DataKey, Datasource, WidgetConfig, WidgetKind } from './widget-config';
import type { WidgetAlarms, WidgetContext, WidgetEntity } from './widget-context';

/** `bundleAlias.typeAlias`, the name a saved widget refers to its type by (`charts.basic_timeseries`). */
export type WidgetFqn = `${string}.${string}`;

/** One data key's values from the host: `[ts, value]` pairs oldest first, values as the server sent them. */
export interface WidgetSeries {
  datasource: Datasource;
  dataKey: DataKey;
  data: Array<[number, unknown]>;
  /** the entity the datasource resolved to; absent for function and entity-count datasources */
  entity?: WidgetEntity;
}

/** An entity a datasource of the widget resolved to, with the datasource filled in for it (its name, label, id). */
export interface WidgetDatasourceEntity {
  datasource: Datasource;
  entity: WidgetEntity;
}

export interface WidgetProps<S extends object = Record<string, unknown>> {
  /** the saved config after the definition's `migrate` */
  config: WidgetConfig<S>;
  /** one entry per data key of every datasource, in the config's order */
  data: WidgetSeries[];
  /** the window the data covers at the moment, for time axes */
  timeWindow: { min: number; max: number };
  /** the console's message texts; the host passes it so widget code loads no i18n code of its own */
  translate(key: string): string;
  /**
   * every entity the widget's entity datasources resolved to, in the order of the query's page, also when a
   * datasource has no data keys (and so no series): widgets that list entities (tables) draw their rows from it
   */
  entities?: WidgetDatasourceEntity[];
  /** values of the `latestDataKeys` of widgets that have them (time-series tables and charts) */
  latestData?: WidgetSeries[];
  /** the alarms of an alarm widget */
  alarms?: WidgetAlarms;
  /** a chart comparing with an earlier period: that period's series (same datasources and keys) and its window */
  comparison?: { data: WidgetSeries[]; timeWindow: { min: number; max: number } } | null;
  /** the dashboard's services; absent when a widget is shown outside a dashboard, such as in the chart dialog */
  context?: WidgetContext;
}

/**
 * A widget type: what the host needs to render a saved widget of that type and to edit its settings. Each system
 * widget's folder under `src/widgets/` exports one, and `registry.ts` lists them.
 */
export interface WidgetDefinition<S extends object = Record<string, unknown>> {
  fqn: WidgetFqn;
  kind: WidgetKind;
  /** lazy, so a widget's libraries load only when a widget of the type is shown */
  component: LazyExoticComponent<ComponentType<WidgetProps<S>>>;
  /** the `settings` the component honours; it generates the settings form */
  settingsSchema: RJSFSchema;
  /** the `settings` of each data key the component honours, when it reads any */
  dataKeySettingsSchema?: RJSFSchema;
  /**
   * the data key form inside a dashboard, when it offers the dashboard's aliases (by name) as choices, as the
   * chart's thresholds read the attribute of an alias's entity; else `dataKeySettingsSchema`
   */
  dataKeySettingsSchemaFor?(aliasNames: readonly string[]): RJSFSchema;
  /**
   * true when the widget draws its header itself, with its title from its own settings (`entitiesTitle`,
   * `alarmsTitle`, …) beside its buttons, as the platform's tables do; the host then draws no title above it
   */
  ownHeader?: boolean;
  /**
   * true when the widget tells an empty result itself (a table's "No entities found", a map without markers), as
   * the platform's `processNoDataByWidget`; otherwise the host shows "No data to display" over a widget without data
   */
  processNoDataByWidget?: boolean;
  /**
   * For widgets that read keys their datasource does not name, as the platform's "Gateway events" lists its
   * entity's event counters: given the time-series keys of the first datasource's entity, the keys the host adds to
   * that datasource (and so subscribes to).
   */
  entityTimeseriesKeys?(config: WidgetConfig<S>, keys: readonly string[]): string[];
  /**
   * Datasources the widget reads besides its own, as the platform's chart subscribes to the attributes its
   * thresholds name: given the config and the alias id of an alias name (undefined when the dashboard has none),
   * the datasources the host adds to the widget's subscription; their keys arrive as latest data.
   */
  extraDatasources?(config: WidgetConfig<S>, aliasIdOf: (name: string) => string | undefined): Datasource[];
  /**
   * the action sources the component fires (`headerButton`, `actionCellButton`, `rowClick`, `elementClick`, …),
   * which the configuration dialog's Actions tab lists; none when absent
   */
  actionSources?: readonly string[];
  /** the config a new widget of the type starts from: the platform's default config of the type, as saved */
  defaultConfig: WidgetConfig;
  /** a saved config (3.4.1 or older) as the component reads it: unknown keys kept, missing settings defaulted */
  migrate(saved: WidgetConfig): WidgetConfig<S>;
}
