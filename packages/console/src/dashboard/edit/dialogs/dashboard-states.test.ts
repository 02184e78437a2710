import type { DashboardConfiguration } from '@fleetdeck/model';
import { describe, expect, it } from 'vitest';
import { loadFixtureDashboard } from '../../model/test-fixtures';
import {
  addState,
  changeStateId,
  deleteState,
  renameState,
  setRootState,
  stateDeleteRefusal,
  stateIdFromName,
  stateReferenceCount,
} from './dashboard-states';

function thermostats(): DashboardConfiguration {
  return loadFixtureDashboard('thermostats').configuration as DashboardConfiguration;
}

function targetsOf(configuration: DashboardConfiguration): (string | null | undefined)[] {
  return Object.values(configuration.widgets).flatMap((widget) =>
    Object.values(widget.config.actions ?? {})
      .flat()
      .map((action) => action.targetDashboardStateId),
  );
}

describe('dashboard states of a configuration', () => {
  it('derives a unique id from a state name as the platform does', () => {
    expect(stateIdFromName('Device details', [])).toBe('device_details');
    expect(stateIdFromName('Chart', ['default', 'map', 'chart'])).toBe('chart_1');
    expect(stateIdFromName('chart', ['chart', 'chart_1'])).toBe('chart_2');
  });

  it('adds a state with an empty main layout after the others, not root', () => {
    const configuration = thermostats();
    const next = addState(configuration, 'details', 'Details');
    expect(Object.keys(next.states)).toEqual(['default', 'map', 'chart', 'details']);
    expect(next.states.details).toEqual({
      name: 'Details',
      root: false,
      layouts: {
        main: {
          widgets: {},
          gridSettings: { backgroundColor: '#eeeeee', columns: 24, margin: 10, backgroundSizeMode: '100%' },
        },
      },
    });
    expect({ ...next, states: configuration.states }).toEqual(configuration);
  });

  it('renames a state and leaves everything else as it was', () => {
    const configuration = thermostats();
    const before = structuredClone(configuration);
    const next = renameState(configuration, 'map', 'Locations');
    expect(next.states.map?.name).toBe('Locations');
    expect(configuration).toEqual(before);
    expect({ ...next, states: { ...next.states, map: before.states.map } }).toEqual(before);
  });

  it('changes a state id in place and points the widget actions that opened it to the new id', () => {
    const configuration = thermostats();
    expect(stateReferenceCount(configuration, 'chart')).toBe(2);
    const next = changeStateId(configuration, 'chart', 'history');
    expect(Object.keys(next.states)).toEqual(['default', 'map', 'history']);
    expect(next.states.history).toEqual(configuration.states.chart);
    expect(targetsOf(next).filter((target) => target === 'history')).toHaveLength(2);
    expect(targetsOf(next)).not.toContain('chart');
    expect(stateReferenceCount(next, 'history')).toBe(2);
  });

  it('leaves actions that open another dashboard alone when an id changes', () => {
    const configuration = {
      states: { main: { name: 'Main', root: true, layouts: {} } },
      widgets: {
        w: {
          config: {
            actions: {
              rowClick: [
                {
                  id: 'a',
                  name: 'Go',
                  type: 'openDashboard',
                  targetDashboardId: 'other',
                  targetDashboardStateId: 'main',
                },
              ],
            },
          },
        },
      },
    } as unknown as DashboardConfiguration;
    expect(stateReferenceCount(configuration, 'main')).toBe(0);
    expect(changeStateId(configuration, 'main', 'start').widgets).toEqual(configuration.widgets);
  });

  it('deletes a state but never the root or the last one', () => {
    const configuration = thermostats();
    expect(Object.keys(deleteState(configuration, 'map').states)).toEqual(['default', 'chart']);
    expect(stateDeleteRefusal(configuration, 'default')).toBe('dashboard.root-state-delete-refused');
    expect(deleteState(configuration, 'default')).toBe(configuration);
    const single = { ...configuration, states: { only: { name: 'Only', root: false, layouts: {} } } };
    expect(stateDeleteRefusal(single, 'only')).toBe('dashboard.last-state-delete-refused');
  });

  it('keeps exactly one root state', () => {
    const next = setRootState(thermostats(), 'chart');
    expect(
      Object.entries(next.states)
        .filter(([, state]) => state.root)
        .map(([id]) => id),
    ).toEqual(['chart']);
  });
});
