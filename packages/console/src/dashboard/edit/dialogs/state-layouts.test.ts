import type { DashboardConfiguration } from '@fleetdeck/model';
import { describe, expect, it } from 'vitest';
import { loadFixtureDashboard } from '../../model/test-fixtures';
import { hasRightLayout, withRightLayout } from './state-layouts';

const thermostats = () => loadFixtureDashboard('thermostats').configuration as DashboardConfiguration;

describe('a state’s right layout', () => {
  it('is added empty on the default grid, and every layout of the state gets half its columns', () => {
    const configuration = thermostats();
    const before = structuredClone(configuration);
    const main = configuration.states.default?.layouts.main;
    const next = withRightLayout(configuration, 'default', true);
    const layouts = next.states.default?.layouts;
    expect(hasRightLayout(next, 'default')).toBe(true);
    expect(layouts?.right).toEqual({
      widgets: {},
      gridSettings: { backgroundColor: '#eeeeee', columns: 12, margin: 10, backgroundSizeMode: '100%' },
    });
    expect(layouts?.main).toEqual({
      ...main,
      gridSettings: { ...main?.gridSettings, columns: (main?.gridSettings.columns ?? 24) / 2 },
    });
    expect({ ...next, states: before.states }).toEqual(before);
    expect(configuration).toEqual(before);
  });

  it('is removed, and the main layout gets its columns back', () => {
    const configuration = thermostats();
    const withRight = withRightLayout(configuration, 'default', true);
    const next = withRightLayout(withRight, 'default', false);
    expect(hasRightLayout(next, 'default')).toBe(false);
    expect(next.states.default).toEqual(configuration.states.default);
  });

  it('leaves the configuration as it is when nothing changes or the state is unknown', () => {
    const configuration = thermostats();
    expect(withRightLayout(configuration, 'default', false)).toBe(configuration);
    expect(withRightLayout(configuration, 'missing', true)).toBe(configuration);
  });
});
