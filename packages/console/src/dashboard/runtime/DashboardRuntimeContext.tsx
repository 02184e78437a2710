import type { Dashboard, StoredTimewindow } from '@fleetdeck/model';
import { createContext, type ReactNode, useContext, useMemo, useState } from 'react';
import type { AuthUser } from '../../core/session/auth-user';
import { type AliasResolution, type CurrentUser, resolveAlias } from '../model/alias-resolution';
import type { DashboardSandbox } from '../sandbox/dashboard-sandbox';
import { useDashboardSandbox } from './useDashboardSandbox';
import { useDashboardSocket } from './useDashboardSocket';
import { type StateStack, useStateStack } from './useStateStack';
import type { DashboardSocket } from './widget-data-subscription';

/** Everything the widgets of one open dashboard share. */
export interface DashboardRuntime {
  dashboard: Dashboard;
  /** shown without the console's shell (a public dashboard): links to dashboards use /dashboard/ */
  standalone: boolean;
  state: StateStack;
  timewindow: StoredTimewindow;
  setTimewindow(timewindow: StoredTimewindow): void;
  maxDatapointsLimit: number;
  socket: DashboardSocket | null;
  sandbox: DashboardSandbox | null;
  /** the dashboard's aliases resolved for the current state and user, by alias id */
  aliases: Record<string, AliasResolution>;
  authUser: AuthUser;
}

const RuntimeContext = createContext<DashboardRuntime | null>(null);

export function useDashboardRuntime(): DashboardRuntime {
  const runtime = useContext(RuntimeContext);
  if (!runtime) throw new Error('useDashboardRuntime is used outside a dashboard');
  return runtime;
}

function currentUserOf(authUser: AuthUser): CurrentUser {
  return {
    authority: authUser.authority as CurrentUser['authority'],
    tenantId: authUser.tenantId ?? '',
    customerId: authUser.customerId ?? '',
    userId: authUser.userId,
  };
}

interface DashboardRuntimeProviderProps {
  dashboard: Dashboard;
  standalone: boolean;
  maxDatapointsLimit: number;
  authUser: AuthUser;
  children: ReactNode;
}

/** Opens the dashboard's socket and sandbox, follows its state in the URL and resolves its aliases for that state. */
export function DashboardRuntimeProvider({
  dashboard,
  standalone,
  maxDatapointsLimit,
  authUser,
  children,
}: DashboardRuntimeProviderProps) {
  const dashboardId = dashboard.id.id;
  const socket = useDashboardSocket(dashboardId);
  const sandbox = useDashboardSandbox(dashboardId);
  const state = useStateStack(dashboard);
  const [timewindow, setTimewindow] = useState(dashboard.configuration.timewindow);
  const params = state.current.params;
  const aliases = useMemo(() => {
    const user = currentUserOf(authUser);
    return Object.fromEntries(
      Object.entries(dashboard.configuration.entityAliases).map(([id, alias]) => [
        id,
        resolveAlias(alias, params, user),
      ]),
    );
  }, [dashboard, params, authUser]);
  const runtime = useMemo<DashboardRuntime>(
    () => ({
      dashboard,
      standalone,
      state,
      timewindow,
      setTimewindow,
      maxDatapointsLimit,
      socket,
      sandbox,
      aliases,
      authUser,
    }),
    [dashboard, standalone, state, timewindow, maxDatapointsLimit, socket, sandbox, aliases, authUser],
  );
  return <RuntimeContext.Provider value={runtime}>{children}</RuntimeContext.Provider>;
}
