import type { DashboardConfiguration, DashboardLayout, DashboardLayoutId, GridSettings } from '@fleetdeck/model';
import {
  DEFAULT_GRID_COLUMNS,
  DEFAULT_GRID_MARGIN,
  DEFAULT_MOBILE_ROW_HEIGHT,
  defaultGridSettings,
} from '../../model/dashboard-defaults';

/** The background size modes the platform offers, with the message keys naming them. */
export const BACKGROUND_SIZE_MODES = [
  { value: '100%', label: 'dashboard.background-size-mode-fit-width' },
  { value: 'auto 100%', label: 'dashboard.background-size-mode-fit-height' },
  { value: 'cover', label: 'dashboard.background-size-mode-cover' },
  { value: 'contain', label: 'dashboard.background-size-mode-contain' },
  { value: 'auto', label: 'dashboard.background-size-mode-original-size' },
] as const;

/** What the layout settings form shows: every setting, with the platform's default where the layout has none. */
export interface LayoutSettingsValues {
  columns: number;
  margin: number;
  outerMargin: boolean;
  backgroundColor: string;
  backgroundImageUrl: string;
  backgroundSizeMode: string;
  autoFillHeight: boolean;
  mobileAutoFillHeight: boolean;
  mobileRowHeight: number;
}

export function layoutSettingsValues(gridSettings: GridSettings | undefined): LayoutSettingsValues {
  const settings = gridSettings ?? {};
  return {
    columns: settings.columns ?? DEFAULT_GRID_COLUMNS,
    margin: settings.margin ?? DEFAULT_GRID_MARGIN,
    // the platform applies the margin around the grid too unless told not to
    outerMargin: settings.outerMargin !== false,
    backgroundColor: settings.backgroundColor ?? '#eeeeee',
    backgroundImageUrl: settings.backgroundImageUrl ?? '',
    backgroundSizeMode: settings.backgroundSizeMode ?? '100%',
    autoFillHeight: Boolean(settings.autoFillHeight),
    mobileAutoFillHeight: Boolean(settings.mobileAutoFillHeight),
    mobileRowHeight: settings.mobileRowHeight ?? DEFAULT_MOBILE_ROW_HEIGHT,
  };
}

/** The settings the user changed: a setting left as shown is not written, so an untouched layout saves as it was. */
function changedSettings(before: LayoutSettingsValues, after: LayoutSettingsValues): Partial<LayoutSettingsValues> {
  return Object.fromEntries(
    (Object.keys(after) as (keyof LayoutSettingsValues)[])
      .filter((key) => after[key] !== before[key])
      .map((key) => [key, after[key]]),
  );
}

/** Widgets keep their share of the width when the column count changes, as the platform's editor does. */
function rescaleWidgets(layout: DashboardLayout, ratio: number): DashboardLayout['widgets'] {
  return Object.fromEntries(
    Object.entries(layout.widgets).map(([id, widget]) => [
      id,
      {
        ...widget,
        sizeX: widget.sizeX * ratio,
        sizeY: widget.sizeY * ratio,
        row: widget.row * ratio,
        col: widget.col * ratio,
      },
    ]),
  );
}

/** The layout as it is, or the one the platform starts when a state gets it for the first time. */
export function layoutOf(
  configuration: DashboardConfiguration,
  stateId: string,
  layoutId: DashboardLayoutId,
): DashboardLayout {
  return configuration.states[stateId]?.layouts[layoutId] ?? { widgets: {}, gridSettings: defaultGridSettings() };
}

/** The configuration with one layout's settings as the form left them; nothing else changes. */
export function applyLayoutSettings(
  configuration: DashboardConfiguration,
  stateId: string,
  layoutId: DashboardLayoutId,
  values: LayoutSettingsValues,
): DashboardConfiguration {
  const state = configuration.states[stateId];
  if (!state) return configuration;
  const layout = layoutOf(configuration, stateId, layoutId);
  const before = layoutSettingsValues(layout.gridSettings);
  const changes = changedSettings(before, values);
  if (Object.keys(changes).length === 0 && state.layouts[layoutId]) return configuration;
  const widgets = changes.columns ? rescaleWidgets(layout, changes.columns / before.columns) : layout.widgets;
  const nextLayout: DashboardLayout = { ...layout, widgets, gridSettings: { ...layout.gridSettings, ...changes } };
  return {
    ...configuration,
    states: { ...configuration.states, [stateId]: { ...state, layouts: { ...state.layouts, [layoutId]: nextLayout } } },
  };
}
