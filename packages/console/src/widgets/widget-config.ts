import type { Timewindow } from '../components/time/timewindow';

/**
 * A widget's saved `config` as dashboards exported from the platform (3.4.1) carry it. Widgets read it as it is;
 * the keys listed are the ones the platform's editor manages, and any other key is kept when a config is saved again.
 */

/** The data kinds of widget types: what the host subscribes to for them. */
export const WIDGET_KINDS = ['timeseries', 'latest', 'rpc', 'alarm', 'static'] as const;
export type WidgetKind = (typeof WIDGET_KINDS)[number];

export type DataKeyType = 'timeseries' | 'attribute' | 'entityField' | 'function' | 'alarm' | 'count';

export interface DataKey {
  name: string;
  type: DataKeyType;
  /** may hold `${entityName}`-style variables of the datasource */
  label: string;
  /** the series colour */
  color: string;
  /** per widget type, like the widget's own settings */
  settings?: Record<string, unknown>;
  units?: string;
  decimals?: number;
  funcBody?: string;
  usePostProcessing?: boolean;
  postFuncBody?: string;
  hidden?: boolean;
  _hash?: number;
  [key: string]: unknown;
}

export interface Datasource {
  type: 'entity' | 'function' | 'entityCount';
  name?: string;
  entityAliasId?: string;
  filterId?: string | null;
  dataKeys: DataKey[];
  latestDataKeys?: DataKey[];
  /** filled by the host once the alias resolved; never saved */
  entityName?: string;
  entityLabel?: string;
  aliasName?: string;
  [key: string]: unknown;
}

export const LEGEND_POSITIONS = ['top', 'bottom', 'left', 'right'] as const;
export type LegendPosition = (typeof LEGEND_POSITIONS)[number];

export interface LegendConfig {
  direction: 'column' | 'row';
  position: LegendPosition;
  sortDataKeys?: boolean;
  showMin: boolean;
  showMax: boolean;
  showAvg: boolean;
  showTotal: boolean;
  showLatest?: boolean;
}

/** A saved time window may carry only some parts (`{realtime: {timewindowMs}}` in older exports). */
export type WidgetTimewindow = {
  [K in keyof Timewindow]?: Timewindow[K] extends object ? Partial<Timewindow[K]> : Timewindow[K];
};

export interface WidgetConfig<S extends object = Record<string, unknown>> {
  title?: string;
  showTitle?: boolean;
  datasources?: Datasource[];
  timewindow?: WidgetTimewindow;
  useDashboardTimewindow?: boolean;
  displayTimewindow?: boolean;
  /** the default of every key's value; a key's own units win */
  units?: string;
  /** the default of every key's value, 2 when absent; a key's own decimals win */
  decimals?: number;
  showLegend?: boolean;
  legendConfig?: LegendConfig;
  backgroundColor?: string;
  color?: string;
  padding?: string;
  settings: S;
  [key: string]: unknown;
}
