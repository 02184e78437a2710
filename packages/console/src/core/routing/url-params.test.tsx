import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useUrlParams, withParamChanges } from './url-params';

function renderAt(url: string) {
  let router: ReturnType<typeof createMemoryRouter> | undefined;
  const wrapper = ({ children }: { children: ReactNode }) => {
    router ??= createMemoryRouter([{ path: '*', element: children }], { initialEntries: [url] });
    return <RouterProvider router={router} />;
  };
  const view = renderHook(() => ({ params: useUrlParams(), location: useLocation() }), { wrapper });
  return { view, search: () => view.result.current.location.search, history: () => router?.state.historyAction };
}

describe('withParamChanges', () => {
  it('sets, replaces and removes parameters and keeps the others in order', () => {
    const next = withParamChanges(new URLSearchParams('a=1&b=2&c=3'), { b: 'x', c: null, d: 4, a: '' });
    expect(next.toString()).toBe('b=x&d=4');
  });
});

describe('useUrlParams', () => {
  it('keeps both of two changes made before the router renders the first', async () => {
    const { view, search } = renderAt('/devices?page=2');
    const [, update] = view.result.current.params;
    // A debounced search and a row click in the same tick: both start from the URL of the last render.
    await act(async () => {
      update({ textSearch: 'Thermostat', page: null });
      update({ details: 'd1' });
    });
    expect(search()).toBe('?textSearch=Thermostat&details=d1');
  });

  it('builds on the URL as rendered, not on an older write, once the router has caught up', async () => {
    const { view, search, history } = renderAt('/devices');
    await act(async () => view.result.current.params[1]({ details: 'd1' }));
    await act(async () => view.result.current.params[1]({ details: null, textSearch: 'x' }, { replace: false }));
    expect(search()).toBe('?textSearch=x');
    expect(history()).toBe('PUSH');
  });
});
