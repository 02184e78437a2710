import type { DashboardConfiguration } from '@fleetdeck/model';
import { describe, expect, it } from 'vitest';
import { loadFixtureDashboard } from '../../model/test-fixtures';
import { applyDashboardSettings, dashboardSettingsValues, isCssColor } from './dashboard-settings';

function firmware(): DashboardConfiguration {
  return loadFixtureDashboard('firmware').configuration as DashboardConfiguration;
}

describe('dashboard settings of a configuration', () => {
  it('shows absent settings as the dashboard behaves without them', () => {
    expect(dashboardSettingsValues({})).toEqual({
      stateControllerId: 'entity',
      showTitle: false,
      titleColor: '',
      showDashboardsSelect: true,
      showEntitiesSelect: true,
      showFilters: false,
      showDashboardTimewindow: true,
      showDashboardExport: true,
      toolbarAlwaysOpen: true,
      hideToolbar: false,
      dashboardCss: '',
    });
  });

  it('gives the same configuration back when nothing was changed', () => {
    const configuration = firmware();
    expect(applyDashboardSettings(configuration, dashboardSettingsValues(configuration.settings))).toBe(configuration);
  });

  it('writes only the changed settings and keeps the others as saved', () => {
    const configuration = firmware();
    const before = structuredClone(configuration);
    const next = applyDashboardSettings(configuration, {
      ...dashboardSettingsValues(configuration.settings),
      stateControllerId: 'default',
      hideToolbar: true,
      dashboardCss: '.tb-widget { border-radius: 8px; }',
    });
    expect(next.settings).toEqual({
      ...before.settings,
      stateControllerId: 'default',
      hideToolbar: true,
      dashboardCss: '.tb-widget { border-radius: 8px; }',
    });
    expect({ ...next, settings: before.settings }).toEqual(before);
    expect(configuration).toEqual(before);
  });

  it('accepts CSS colours and an empty colour, not other text', () => {
    for (const color of ['', '#fff', '#FF000080', 'rgba(0,0,0,0.870588)', 'hsl(120, 50%, 50%)', 'steelblue']) {
      expect(isCssColor(color), color).toBe(true);
    }
    for (const color of ['#12', 'red;background:url(x)', 'rgb(0,0,0', '12px']) {
      expect(isCssColor(color), color).toBe(false);
    }
  });
});
