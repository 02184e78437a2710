import type {
  Dashboard,
  DashboardConfiguration,
  DashboardLayout,
  DashboardSettings,
  DashboardState,
  Datasource,
  GridSettings,
  Widget,
} from '@fleetdeck/model';
import {
  DEFAULT_GRID_MARGIN,
  defaultDashboardSettings,
  defaultDashboardState,
  defaultGridSettings,
  defaultStoredTimewindow,
} from './dashboard-defaults';
import { normalizeEntityAliases } from './legacy-aliases';

type Json = Record<string, unknown>;

export interface NormalizeOptions {
  /** the server's maximum data points, for the default time window's limit */
  maxDatapointsLimit: number;
  now?: number;
  /** makes ids for widgets and aliases that lack a proper one */
  newId?: () => string;
}

/** Exports made before 3.x used the device datasource and the old chart alias. */
function normalizeWidget(raw: Json, id: string): Widget {
  const widget = { ...raw, id } as unknown as Widget;
  widget.config = (widget.config as Widget['config'] | undefined) ?? {};
  widget.config.datasources = (widget.config.datasources ?? []).map((datasource) => {
    const { deviceAliasId, type, ...rest } = datasource as unknown as Json;
    return {
      ...rest,
      type: type === 'device' ? 'entity' : type,
      ...(deviceAliasId !== undefined ? { entityAliasId: deviceAliasId } : {}),
    } as unknown as Datasource;
  });
  if (widget.isSystemType && widget.bundleAlias === 'charts' && widget.typeAlias === 'timeseries') {
    widget.typeAlias = 'basic_timeseries';
  }
  return widget;
}

function normalizeWidgets(raw: unknown, newId: () => string): Record<string, Widget> {
  const entries: [string, Json][] = Array.isArray(raw)
    ? (raw as Json[]).map((widget) => [typeof widget.id === 'string' ? widget.id : newId(), widget])
    : Object.entries((raw as Record<string, Json> | undefined) ?? {});
  return Object.fromEntries(entries.map(([id, widget]) => [id, normalizeWidget(widget, id)]));
}

/** Old layouts kept `margins: [x, y]`; only the horizontal one survives as `margin`. */
function normalizeGridSettings(raw: GridSettings | undefined): GridSettings {
  const { margins, ...rest } = (raw ?? {}) as GridSettings & { margins?: number[] };
  const settings: GridSettings = { ...defaultGridSettings(), ...rest };
  if (Array.isArray(margins) && typeof margins[0] === 'number') settings.margin = margins[0];
  if (typeof settings.margin !== 'number') settings.margin = DEFAULT_GRID_MARGIN;
  return settings;
}

function normalizeLayout(layout: Partial<DashboardLayout>): DashboardLayout {
  return { widgets: layout.widgets ?? {}, gridSettings: normalizeGridSettings(layout.gridSettings) };
}

/** A dashboard without states gets one root state laid out from each widget's own placement. */
function stateFromWidgets(title: string, widgets: Record<string, Widget>): DashboardState {
  const state = defaultDashboardState(title, true);
  const main = state.layouts.main as DashboardLayout;
  for (const widget of Object.values(widgets)) {
    main.widgets[widget.id] = {
      sizeX: widget.sizeX,
      sizeY: widget.sizeY,
      row: widget.row,
      col: widget.col,
      ...(widget.config.mobileHeight !== undefined ? { mobileHeight: widget.config.mobileHeight } : {}),
      ...(widget.config.mobileOrder !== undefined ? { mobileOrder: widget.config.mobileOrder } : {}),
    };
  }
  return state;
}

/** The first state marked root stays root; with none, the first state becomes root. */
function normalizeStates(states: Record<string, DashboardState>): Record<string, DashboardState> {
  const result: Record<string, DashboardState> = {};
  for (const [id, state] of Object.entries(states)) {
    const layouts: DashboardState['layouts'] = {};
    for (const [layoutId, layout] of Object.entries(state.layouts ?? { main: {} })) {
      layouts[layoutId as keyof DashboardState['layouts']] = normalizeLayout(layout ?? {});
    }
    result[id] = { ...state, root: state.root === true, layouts };
  }
  const ids = Object.keys(result);
  const rootId = ids.find((id) => result[id].root) ?? ids[0];
  for (const id of ids) result[id].root = id === rootId;
  return result;
}

const LEGACY_GRID_TO_SETTINGS: [string, keyof DashboardSettings][] = [
  ['showTitle', 'showTitle'],
  ['titleColor', 'titleColor'],
  ['showDevicesSelect', 'showEntitiesSelect'],
  ['showEntitiesSelect', 'showEntitiesSelect'],
  ['showDashboardTimewindow', 'showDashboardTimewindow'],
  ['showDashboardExport', 'showDashboardExport'],
];

/**
 * Before states existed the grid settings sat at the top of the configuration, mixed with toolbar settings:
 * the toolbar ones move to the dashboard settings, the rest to the default state's main layout.
 */
function moveLegacyGridSettings(legacy: Json, settings: DashboardSettings, states: Record<string, DashboardState>) {
  const grid: Json = { ...legacy };
  for (const [from, to] of LEGACY_GRID_TO_SETTINGS) {
    if (grid[from] !== undefined) settings[to] = grid[from];
    delete grid[from];
  }
  const main = states.default?.layouts.main;
  if (main) main.gridSettings = normalizeGridSettings({ ...main.gridSettings, ...grid });
}

/**
 * Accepts any dashboard the platform could export, old shapes included, and returns it in the current shape with
 * every default filled in. The input is left untouched.
 */
export function normalizeDashboard(input: unknown, options: NormalizeOptions): Dashboard {
  const newId = options.newId ?? (() => crypto.randomUUID());
  const now = options.now ?? Date.now();
  const dashboard = structuredClone(input) as Dashboard & { configuration?: Json };
  const raw: Json = dashboard.configuration ?? {};
  const widgets = normalizeWidgets(raw.widgets, newId);
  const states = raw.states
    ? normalizeStates(raw.states as Record<string, DashboardState>)
    : normalizeStates({ default: stateFromWidgets(dashboard.title ?? '', widgets) });
  const settings: DashboardSettings = raw.settings
    ? { ...(raw.settings as DashboardSettings) }
    : defaultDashboardSettings();
  settings.stateControllerId ??= 'entity';
  if (raw.gridSettings) moveLegacyGridSettings(raw.gridSettings as Json, settings, states);
  const { deviceAliases: _deviceAliases, gridSettings: _gridSettings, ...rest } = raw;
  const configuration: DashboardConfiguration = {
    ...rest,
    widgets,
    states,
    entityAliases: normalizeEntityAliases(raw, widgets, newId),
    filters: (raw.filters as DashboardConfiguration['filters'] | undefined) ?? {},
    timewindow:
      (raw.timewindow as DashboardConfiguration['timewindow'] | undefined) ??
      defaultStoredTimewindow(options.maxDatapointsLimit, now),
    settings,
  };
  return { ...dashboard, configuration };
}

/** The id of the root state of a normalised configuration. */
export function rootStateId(configuration: DashboardConfiguration): string {
  const ids = Object.keys(configuration.states);
  return ids.find((id) => configuration.states[id].root) ?? ids[0];
}
