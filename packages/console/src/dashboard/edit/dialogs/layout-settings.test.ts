import type { DashboardConfiguration } from '@fleetdeck/model';
import { describe, expect, it } from 'vitest';
import { loadFixtureDashboard } from '../../model/test-fixtures';
import { applyLayoutSettings, layoutOf, layoutSettingsValues } from './layout-settings';

function gateways(): DashboardConfiguration {
  return loadFixtureDashboard('gateways').configuration as DashboardConfiguration;
}

describe('layout settings of a configuration', () => {
  it('shows the platform defaults for settings a layout lacks', () => {
    expect(layoutSettingsValues({})).toEqual({
      columns: 24,
      margin: 10,
      outerMargin: true,
      backgroundColor: '#eeeeee',
      backgroundImageUrl: '',
      backgroundSizeMode: '100%',
      autoFillHeight: false,
      mobileAutoFillHeight: false,
      mobileRowHeight: 70,
    });
  });

  it('gives the same configuration back when nothing was changed', () => {
    const configuration = gateways();
    const values = layoutSettingsValues(configuration.states.main_gateway?.layouts.main?.gridSettings);
    expect(applyLayoutSettings(configuration, 'main_gateway', 'main', values)).toBe(configuration);
  });

  it('writes only the changed settings into that one layout', () => {
    const configuration = gateways();
    const before = structuredClone(configuration);
    const values = layoutSettingsValues(configuration.states.main_gateway?.layouts.main?.gridSettings);
    const next = applyLayoutSettings(configuration, 'main_gateway', 'main', {
      ...values,
      margin: 5,
      mobileRowHeight: 90,
      outerMargin: false,
    });
    expect(next.states.main_gateway?.layouts.main?.gridSettings).toEqual({
      ...before.states.main_gateway?.layouts.main?.gridSettings,
      margin: 5,
      mobileRowHeight: 90,
      outerMargin: false,
    });
    expect(next.states.main_gateway?.layouts.main?.widgets).toEqual(before.states.main_gateway?.layouts.main?.widgets);
    const { main_gateway: _changed, ...otherStates } = next.states;
    const { main_gateway: _original, ...originalOtherStates } = before.states;
    expect(otherStates).toEqual(originalOtherStates);
    expect({ ...next, states: before.states }).toEqual(before);
    expect(configuration).toEqual(before);
  });

  it('rescales the widgets of the layout when the column count changes', () => {
    const configuration = gateways();
    const layout = configuration.states.main_gateway?.layouts.main;
    const [widgetId, widget] = Object.entries(layout?.widgets ?? {})[0] ?? [];
    const next = applyLayoutSettings(configuration, 'main_gateway', 'main', {
      ...layoutSettingsValues(layout?.gridSettings),
      columns: 48,
    });
    expect(next.states.main_gateway?.layouts.main?.gridSettings.columns).toBe(48);
    expect(next.states.main_gateway?.layouts.main?.widgets[widgetId ?? '']).toEqual({
      ...widget,
      sizeX: (widget?.sizeX ?? 0) * 2,
      sizeY: (widget?.sizeY ?? 0) * 2,
      row: (widget?.row ?? 0) * 2,
      col: (widget?.col ?? 0) * 2,
    });
  });

  it('creates a right layout with default settings when it is set up for the first time', () => {
    const configuration = gateways();
    const next = applyLayoutSettings(configuration, 'main_gateway', 'right', {
      ...layoutSettingsValues(layoutOf(configuration, 'main_gateway', 'right').gridSettings),
      columns: 12,
    });
    expect(next.states.main_gateway?.layouts.right).toEqual({
      widgets: {},
      gridSettings: { backgroundColor: '#eeeeee', columns: 12, margin: 10, backgroundSizeMode: '100%' },
    });
  });
});
