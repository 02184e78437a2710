import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import type { ComponentType } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { testContext } from '../../testing/test-context';
import { englishTranslate } from '../../testing/translate';
import type { WidgetProps } from '../../widget-definition';
import { navigationDefaultConfigs } from './default-configs';
import { migrateNavigation } from './migrate';
import { NavigationCard } from './NavigationCard';
import { NavigationCards } from './NavigationCards';
import type { NavigationSettings } from './settings';

afterEach(cleanup);

/** Renders the widget on a dashboard page of a router, so a click on a card shows the page it opened. */
function renderInRouter(Component: ComponentType<WidgetProps<NavigationSettings>>, settings: object = {}) {
  const alias = Component === NavigationCard ? 'navigation_card' : 'navigation_cards';
  const saved = structuredClone(navigationDefaultConfigs[alias]);
  const config = migrateNavigation({ ...saved, settings: { ...saved.settings, ...settings } });
  const router = createMemoryRouter(
    [
      {
        path: '/dashboards/d1',
        element: (
          <Component
            config={config}
            data={[]}
            timeWindow={{ min: 0, max: 1 }}
            translate={englishTranslate}
            context={testContext()}
          />
        ),
      },
      { path: '*', element: <p>Opened page</p> },
    ],
    { initialEntries: ['/dashboards/d1'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('the navigation widgets', { timeout: 20000 }, () => {
  it('the navigation card shows its translated name and opens its page', () => {
    const router = renderInRouter(NavigationCard);
    const link = screen.getByRole('link', { name: 'Devices' });
    fireEvent.click(link);
    expect(router.state.location.pathname).toBe('/devices');
    expect(screen.getByText('Opened page')).toBeTruthy();
  });

  it("the navigation cards show the tenant administrator's menu without Home, filtered as the settings say", () => {
    renderInRouter(NavigationCards);
    const nav = screen.getByRole('navigation');
    const names = within(nav)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(names).toContain('Devices');
    expect(names).toContain('Dashboards');
    expect(names).not.toContain('Home');
    expect(names).not.toContain('Tenants');
    cleanup();

    renderInRouter(NavigationCards, { filterType: 'include', filter: ['/assets', '/dashboards'] });
    expect(screen.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Assets', '/assets'],
      ['Dashboards', '/dashboards'],
    ]);
    cleanup();

    renderInRouter(NavigationCards, { filterType: 'exclude', filter: ['/devices'] });
    expect(screen.getAllByRole('link').map((link) => link.textContent)).not.toContain('Devices');
    expect(screen.getAllByRole('link').map((link) => link.textContent)).toContain('Assets');
  });
});
