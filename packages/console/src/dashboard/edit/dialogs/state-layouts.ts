import type { DashboardConfiguration, DashboardLayout } from '@fleetdeck/model';
import { defaultGridSettings } from '../../model/dashboard-defaults';
import { layoutSettingsValues } from './layout-settings';

export function hasRightLayout(configuration: DashboardConfiguration, stateId: string): boolean {
  return configuration.states[stateId]?.layouts.right !== undefined;
}

/**
 * The configuration with a state's right layout added (empty, default grid) or removed, as the platform's
 * `setLayouts` does: every layout's column count is scaled by the old layout count over the new one, so a widget
 * keeps its width on screen when its layout gets half the page or all of it again. The widgets only the removed
 * layout showed go when the draft drops unplaced widgets.
 */
export function withRightLayout(
  configuration: DashboardConfiguration,
  stateId: string,
  shown: boolean,
): DashboardConfiguration {
  const state = configuration.states[stateId];
  if (!state || hasRightLayout(configuration, stateId) === shown) return configuration;
  const { right: _removed, ...withoutRight } = state.layouts;
  const layouts: Record<string, DashboardLayout> = shown
    ? { ...state.layouts, right: { widgets: {}, gridSettings: defaultGridSettings() } }
    : withoutRight;
  const ratio = Object.keys(state.layouts).length / Object.keys(layouts).length;
  const scaled = Object.fromEntries(
    Object.entries(layouts).map(([id, layout]) => {
      const columns = layoutSettingsValues(layout.gridSettings).columns * ratio;
      return [id, { ...layout, gridSettings: { ...layout.gridSettings, columns } }];
    }),
  );
  return { ...configuration, states: { ...configuration.states, [stateId]: { ...state, layouts: scaled } } };
}
