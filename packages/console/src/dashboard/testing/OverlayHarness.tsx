import type { Dashboard } from '@fleetdeck/model';
import { type ReactNode, useEffect, useMemo } from 'react';
import { MemoryRouter } from 'react-router';
import type { AuthUser } from '../../core/session/auth-user';
import { normalizeDashboard } from '../model/normalize-dashboard';
import { loadFixtureDashboard } from '../model/test-fixtures';
import { type DashboardRuntime, ProvideDashboardRuntime, useOpenOverlays } from '../runtime/DashboardRuntimeContext';
import type { DashboardOverlay } from '../runtime/dashboard-overlay';
import type { StateStack } from '../runtime/useStateStack';
import { DashboardOverlays } from '../view/DashboardOverlays';

const dashboard = normalizeDashboard(loadFixtureDashboard('thermostats'), { maxDatapointsLimit: 50000 }) as Dashboard;
const authUser = { authority: 'TENANT_ADMIN', tenantId: 't1', customerId: null, userId: 'u1' } as unknown as AuthUser;

function withDashboardCss(css: string): Dashboard {
  const { configuration } = dashboard;
  return {
    ...dashboard,
    configuration: { ...configuration, settings: { ...configuration.settings, dashboardCss: css } },
  };
}

const urlState: StateStack = {
  stack: [{ id: 'default', params: {} }],
  current: { id: 'default', params: {} },
  open: () => undefined,
  update: () => undefined,
  reset: () => undefined,
  navigateTo: () => undefined,
};

/** Component tests of what opens over a dashboard: a runtime without socket or sandbox that opens the overlay once. */
export function OverlayHarness({
  overlay,
  dashboardCss,
  children,
}: {
  overlay: DashboardOverlay;
  /** the CSS of the dashboard's settings, when the test needs one */
  dashboardCss?: string;
  children?: ReactNode;
}) {
  const overlays = useOpenOverlays();
  const runtime = useMemo<DashboardRuntime>(
    () => ({
      dashboard: dashboardCss === undefined ? dashboard : withDashboardCss(dashboardCss),
      standalone: false,
      state: urlState,
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
    [overlays, dashboardCss],
  );
  const { open } = overlays;
  useEffect(() => open(overlay), [open, overlay]);
  return (
    <MemoryRouter>
      <ProvideDashboardRuntime runtime={runtime}>
        {children}
        <DashboardOverlays />
      </ProvideDashboardRuntime>
    </MemoryRouter>
  );
}
