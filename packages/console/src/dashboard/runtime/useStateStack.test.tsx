import type { Dashboard } from '@fleetdeck/model';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { normalizeDashboard } from '../model/normalize-dashboard';
import { decodeStateStack } from '../model/state-url';
import { loadFixtureDashboard } from '../model/test-fixtures';
import { useStateStack } from './useStateStack';

const thermostats = normalizeDashboard(loadFixtureDashboard('thermostats'), { maxDatapointsLimit: 50000 }) as Dashboard;
const device = { entityType: 'DEVICE' as const, id: '1e3c8a10-0000-11ee-8000-000000000001' };

function renderAt(url: string) {
  let router: ReturnType<typeof createMemoryRouter> | undefined;
  const wrapper = ({ children }: { children: ReactNode }) => {
    router ??= createMemoryRouter([{ path: '*', element: children }], { initialEntries: [url] });
    return <RouterProvider router={router} />;
  };
  const view = renderHook(() => ({ stack: useStateStack(thermostats), location: useLocation() }), { wrapper });
  const stateParam = () => new URLSearchParams(view.result.current.location.search).get('state');
  return { view, stateParam, history: () => router?.state.historyAction };
}

describe('the state stack of a dashboard', () => {
  it('starts on the root state without a state parameter', () => {
    const { view, stateParam } = renderAt('/dashboards/d1');
    expect(view.result.current.stack.current).toEqual({ id: 'default', params: {} });
    expect(stateParam()).toBeNull();
  });

  it('pushes an opened state into the URL and goes back through the breadcrumb', () => {
    const { view, stateParam, history } = renderAt('/dashboards/d1');
    act(() => view.result.current.stack.open('chart', { entityId: device, entityName: 'T1' }));
    expect(history()).toBe('PUSH');
    expect(decodeStateStack(stateParam() ?? '')).toEqual([
      { id: 'default', params: {} },
      { id: 'chart', params: { entityId: device, entityName: 'T1' } },
    ]);
    expect(view.result.current.stack.current.id).toBe('chart');

    act(() => view.result.current.stack.navigateTo(0));
    expect(stateParam()).toBeNull();
    expect(view.result.current.stack.current.id).toBe('default');
  });

  it('replaces the history entry when only the params change', () => {
    const { view, history } = renderAt('/dashboards/d1');
    act(() => view.result.current.stack.open('chart', { entityId: device, entityName: 'T1' }));
    act(() => view.result.current.stack.update(null, { entityId: { ...device, id: 'other' }, entityName: 'T2' }));
    expect(history()).toBe('REPLACE');
    expect(view.result.current.stack.stack).toHaveLength(2);
    expect(view.result.current.stack.current.params.entityId?.id).toBe('other');
  });
});
