import type { Dashboard, StateParams } from '@fleetdeck/model';
import { screen } from '@testing-library/react';
import i18next from 'i18next';
import { useMemo } from 'react';
import { MemoryRouter } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuthUser } from '../../../core/session/auth-user';
import { normalizeDashboard } from '../../../dashboard/model/normalize-dashboard';
import { loadFixtureDashboard } from '../../../dashboard/model/test-fixtures';
import {
  type DashboardRuntime,
  ProvideDashboardRuntime,
  useOpenOverlays,
} from '../../../dashboard/runtime/DashboardRuntimeContext';
import type { StateStack } from '../../../dashboard/runtime/useStateStack';
import { renderWithProviders } from '../../../test/render';
import { testContext } from '../../testing/test-context';
import { DashboardStateWidget } from './DashboardStateWidget';
import { dashboardStateDefaultConfig } from './default-config';
import { EmbeddedStates } from './embedded-states';
import { migrateDashboardState } from './migrate';
import type { DashboardStateSettings } from './settings';

const base = normalizeDashboard(loadFixtureDashboard('thermostats'), { maxDatapointsLimit: 50000 }) as Dashboard;
const authUser = { authority: 'TENANT_ADMIN', tenantId: 't1', customerId: null, userId: 'u1' } as unknown as AuthUser;

/** A dashboard whose `details` state holds one markdown card that shows the state's entity name. */
const dashboard: Dashboard = {
  ...base,
  id: { entityType: 'DASHBOARD', id: '5c1e0a20-0000-11ee-8000-000000000001' },
  configuration: {
    ...base.configuration,
    widgets: {
      note: {
        id: 'note',
        bundleAlias: 'cards',
        typeAlias: 'markdown_card',
        type: 'static',
        sizeX: 6,
        sizeY: 3,
        config: { title: 'Note', showTitle: false, settings: { markdownTextPattern: 'Details of the pump' } },
      },
    } as unknown as Dashboard['configuration']['widgets'],
    states: {
      default: { name: 'Overview', root: true, layouts: { main: { widgets: {}, gridSettings: { columns: 24 } } } },
      details: {
        name: 'Details',
        root: false,
        layouts: {
          main: {
            widgets: { note: { sizeX: 6, sizeY: 3, row: 0, col: 0 } },
            gridSettings: { columns: 24, backgroundColor: '#e0f2f1' },
          },
        },
      },
    },
  },
};

const pageState = (params: StateParams): StateStack => ({
  stack: [{ id: 'default', params }],
  current: { id: 'default', params },
  open: () => undefined,
  update: () => undefined,
  reset: () => undefined,
  navigateTo: () => undefined,
});

/** The widget on the dashboard's default state, in a runtime without socket or sandbox. */
function OnDashboard({ settings, around }: { settings: Partial<DashboardStateSettings>; around?: string[] }) {
  const overlays = useOpenOverlays();
  const runtime = useMemo<DashboardRuntime>(
    () => ({
      dashboard,
      standalone: false,
      state: pageState({}),
      timewindow: dashboard.configuration.timewindow,
      setTimewindow: () => undefined,
      maxDatapointsLimit: 50000,
      socket: null,
      sandbox: null,
      aliases: {},
      authUser,
      overlays,
      clickedElement: () => null,
      recordClick: () => undefined,
    }),
    [overlays],
  );
  const config = migrateDashboardState(structuredClone(dashboardStateDefaultConfig));
  Object.assign(config.settings, settings);
  const widget = (
    <DashboardStateWidget
      config={config}
      data={[]}
      context={testContext()}
      translate={(key) => i18next.t(key)}
      timeWindow={{ min: 0, max: 1 }}
    />
  );
  return (
    <MemoryRouter>
      <ProvideDashboardRuntime runtime={runtime}>
        {around ? <EmbeddedStates.Provider value={around}>{widget}</EmbeddedStates.Provider> : widget}
      </ProvideDashboardRuntime>
    </MemoryRouter>
  );
}

// jsdom lays nothing out: the grid places its widgets once its element has a width
const clientWidth = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'clientWidth');
beforeAll(() => {
  Object.defineProperty(HTMLElement.prototype, 'clientWidth', { configurable: true, get: () => 800 });
});
afterAll(() => {
  if (clientWidth) Object.defineProperty(HTMLElement.prototype, 'clientWidth', clientWidth);
});

describe('the dashboard state widget', { timeout: 20_000 }, () => {
  it("shows the widgets of another state of the dashboard, on that state's layout", async () => {
    await renderWithProviders(<OnDashboard settings={{ stateId: 'details' }} />);
    expect(await screen.findByText('Details of the pump', {}, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByTestId('dashboard-layout-main')).toBeTruthy();
  });

  it('says so when it would show the state it is on, or a state that encloses it', async () => {
    const view = await renderWithProviders(<OnDashboard settings={{ stateId: 'default' }} />);
    expect(screen.getByRole('alert').textContent).toBe('This widget cannot show the state it is part of.');
    view.unmount();
    await renderWithProviders(<OnDashboard settings={{ stateId: 'details' }} around={['default', 'details']} />);
    expect(screen.getByRole('alert').textContent).toBe('This widget cannot show the state it is part of.');
    expect(screen.queryByText('Details of the pump')).toBeNull();
  });

  it('says so when its state is not set or not in the dashboard', async () => {
    await renderWithProviders(<OnDashboard settings={{ stateId: 'gone' }} />);
    expect(screen.getByRole('alert').textContent).toBe('The state to show is not set or is not in this dashboard.');
  });
});
