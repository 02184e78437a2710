import type { StoredTimewindow } from './timewindow.js';

export type WidgetKind = 'timeseries' | 'latest' | 'rpc' | 'alarm' | 'static';

export type DataKeyType = 'timeseries' | 'attribute' | 'entityField' | 'function' | 'alarm' | 'count';

export interface DataKey {
  name: string;
  type: DataKeyType;
  label: string;
  color?: string;
  settings?: Record<string, unknown>;
  _hash?: number;
  units?: string;
  decimals?: number;
  /** body of function(time, prevValue) for function keys */
  funcBody?: string;
  usePostProcessing?: boolean;
  /** body of function(time, value, prevValue, timePrev, prevOrigValue) */
  postFuncBody?: string | null;
  pattern?: string;
  hidden?: boolean;
  inLegend?: boolean;
}

export type DatasourceType = 'entity' | 'function' | 'entityCount';

export interface Datasource {
  type: DatasourceType;
  name?: string;
  entityAliasId?: string | null;
  filterId?: string | null;
  dataKeys: DataKey[];
  latestDataKeys?: DataKey[];
}

export type WidgetActionType =
  | 'openDashboardState'
  | 'updateDashboardState'
  | 'openDashboard'
  | 'custom'
  | 'customPretty'
  | 'mobileAction';

export interface WidgetAction {
  id: string;
  name: string;
  icon?: string;
  displayName?: string;
  type: WidgetActionType;
  targetDashboardStateId?: string | null;
  targetDashboardId?: string | null;
  setEntityId?: boolean;
  stateEntityParamName?: string | null;
  openRightLayout?: boolean;
  openNewBrowserTab?: boolean;
  openInSeparateDialog?: boolean;
  dialogTitle?: string;
  dialogHideDashboardToolbar?: boolean;
  dialogWidth?: number;
  dialogHeight?: number;
  openInPopover?: boolean;
  popoverHideDashboardToolbar?: boolean;
  popoverPreferredPlacement?: string;
  popoverHideOnClickOutside?: boolean;
  popoverWidth?: string;
  popoverHeight?: string;
  popoverStyle?: Record<string, unknown>;
  customFunction?: string;
  customHtml?: string;
  customCss?: string;
  customResources?: { url: string; isModule?: boolean }[];
  mobileAction?: { type: string } & Record<string, unknown>;
  useShowWidgetActionFunction?: boolean;
  showWidgetActionFunction?: string;
}

/** Actions by source id: headerButton, actionCellButton, rowClick, elementClick, markerClick, … */
export type WidgetActions = Record<string, WidgetAction[]>;

export interface LegendConfig {
  direction: 'column' | 'row';
  position: 'top' | 'bottom' | 'left' | 'right';
  sortDataKeys?: boolean;
  showMin?: boolean;
  showMax?: boolean;
  showAvg?: boolean;
  showTotal?: boolean;
  showLatest?: boolean;
}

/** A widget's saved config; widget-type settings stay free-form in `settings`. */
export interface WidgetConfig {
  title?: string;
  showTitle?: boolean;
  showTitleIcon?: boolean;
  titleIcon?: string;
  iconColor?: string;
  iconSize?: string;
  titleTooltip?: string;
  titleStyle?: Record<string, unknown>;
  dropShadow?: boolean;
  enableFullscreen?: boolean;
  backgroundColor?: string;
  color?: string;
  padding?: string;
  margin?: string;
  widgetStyle?: Record<string, unknown>;
  widgetCss?: string;
  units?: string;
  decimals?: number;
  noDataDisplayMessage?: string;
  pageSize?: number;
  useDashboardTimewindow?: boolean;
  displayTimewindow?: boolean;
  timewindow?: StoredTimewindow;
  showLegend?: boolean;
  legendConfig?: LegendConfig;
  mobileHide?: boolean;
  mobileHeight?: number;
  mobileOrder?: number;
  datasources?: Datasource[];
  alarmSource?: Datasource;
  alarmStatusList?: string[];
  alarmSeverityList?: string[];
  alarmTypeList?: string[];
  searchPropagatedAlarms?: boolean;
  targetDeviceAliasIds?: string[];
  targetDeviceIds?: string[];
  actions?: WidgetActions;
  settings?: Record<string, unknown>;
  [key: string]: unknown;
}

export interface Widget {
  id: string;
  isSystemType?: boolean;
  bundleAlias: string;
  typeAlias: string;
  type: WidgetKind;
  title: string;
  image?: string | null;
  description?: string | null;
  typeId?: unknown;
  /** initial placement only; layouts hold the real one */
  sizeX: number;
  sizeY: number;
  row: number;
  col: number;
  config: WidgetConfig;
}
