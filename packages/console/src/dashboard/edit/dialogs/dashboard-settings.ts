import type { DashboardConfiguration, DashboardSettings, StateControllerId } from '@fleetdeck/model';

export const STATE_CONTROLLER_IDS: readonly StateControllerId[] = ['entity', 'default'];

/** What the dashboard settings form shows: every setting, as the dashboard behaves when the setting is absent. */
export interface DashboardSettingsValues {
  stateControllerId: StateControllerId;
  showTitle: boolean;
  titleColor: string;
  showDashboardsSelect: boolean;
  showEntitiesSelect: boolean;
  showFilters: boolean;
  showDashboardTimewindow: boolean;
  showDashboardExport: boolean;
  toolbarAlwaysOpen: boolean;
  hideToolbar: boolean;
  dashboardCss: string;
}

export function dashboardSettingsValues(settings: DashboardSettings | undefined): DashboardSettingsValues {
  const current = settings ?? {};
  return {
    stateControllerId: current.stateControllerId ?? 'entity',
    showTitle: current.showTitle === true,
    titleColor: current.titleColor ?? '',
    showDashboardsSelect: current.showDashboardsSelect !== false,
    showEntitiesSelect: current.showEntitiesSelect !== false,
    showFilters: current.showFilters === true,
    showDashboardTimewindow: current.showDashboardTimewindow !== false,
    showDashboardExport: current.showDashboardExport !== false,
    toolbarAlwaysOpen: current.toolbarAlwaysOpen !== false,
    hideToolbar: current.hideToolbar === true,
    dashboardCss: current.dashboardCss ?? '',
  };
}

/** A CSS colour as the settings accept it: hex, rgb(a)/hsl(a) functions or a colour name; empty means none. */
export function isCssColor(text: string): boolean {
  return /^(#[0-9a-f]{3,8}|(rgb|hsl)a?\([\d\s.,%/-]+\)|[a-z]+)?$/i.test(text.trim());
}

/**
 * The configuration with the dashboard settings as the form left them. A setting left as shown is not written, so
 * untouched settings save as they were (absent ones stay absent).
 */
export function applyDashboardSettings(
  configuration: DashboardConfiguration,
  values: DashboardSettingsValues,
): DashboardConfiguration {
  const before = dashboardSettingsValues(configuration.settings);
  const changes = Object.fromEntries(
    (Object.keys(values) as (keyof DashboardSettingsValues)[])
      .filter((key) => values[key] !== before[key])
      .map((key) => [key, key === 'titleColor' ? values.titleColor.trim() : values[key]]),
  );
  if (Object.keys(changes).length === 0) return configuration;
  return { ...configuration, settings: { ...configuration.settings, ...changes } };
}
