import type { Dashboard, StateObject, StoredTimewindow } from '@fleetdeck/model';
import { createContext, type ReactNode, useCallback, useContext, useMemo, useRef, useState } from 'react';
import type { AuthUser } from '../../core/session/auth-user';
import { type AliasResolution, type CurrentUser, resolveAlias } from '../model/alias-resolution';
import type { WidgetSettingsEdit } from '../model/widget-settings-edit';
import type { DashboardSandbox } from '../sandbox/dashboard-sandbox';
import type { DashboardOverlay } from './dashboard-overlay';
import { useDashboardSandbox } from './useDashboardSandbox';
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
  /** states opened in dialogs or popovers and custom action dialogs, over the dashboard, oldest first */
  overlays: OpenOverlays;
  /** the element the user last clicked inside the dashboard: a popover opened by that click is anchored to it */
  clickedElement(): Element | null;
  /** called by the dashboard's view for every click, before the widgets handle it */
  recordClick(element: Element | null): void;
  /** saves a widget's edited settings; absent when the user may not edit the dashboard */
  saveWidgetSettings?(widgetId: string, edit: WidgetSettingsEdit): Promise<void>;
}

export interface OpenOverlays {
  shown: readonly OpenOverlay[];
  open(overlay: DashboardOverlay): void;
  close(key: number): void;
}

export interface OpenOverlay {
  key: number;
  overlay: DashboardOverlay;
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
  /** the dashboard's socket, opened by the page while the dashboard loaded */
  socket: DashboardSocket | null;
  standalone: boolean;
  maxDatapointsLimit: number;
  authUser: AuthUser;
  saveWidgetSettings?: DashboardRuntime['saveWidgetSettings'];
  children: ReactNode;
}

/** The dashboard's aliases resolved for a state's params and the user, by alias id. */
export function useResolvedAliases(
  dashboard: Dashboard,
  params: StateObject['params'],
  authUser: AuthUser,
): Record<string, AliasResolution> {
  return useMemo(() => {
    const user = currentUserOf(authUser);
    return Object.fromEntries(
      Object.entries(dashboard.configuration.entityAliases).map(([id, alias]) => [
        id,
        resolveAlias(alias, params, user),
      ]),
    );
  }, [dashboard, params, authUser]);
}

/** Hands its children a runtime as it is: the provider below builds one, and component tests pass their own. */
export function ProvideDashboardRuntime({ runtime, children }: { runtime: DashboardRuntime; children: ReactNode }) {
  return <RuntimeContext.Provider value={runtime}>{children}</RuntimeContext.Provider>;
}

/** What widget actions opened over the dashboard, each with a key to close it by. */
export function useOpenOverlays(): OpenOverlays {
  const [shown, setShown] = useState<OpenOverlay[]>([]);
  const nextKey = useRef(1);
  const open = useCallback((overlay: DashboardOverlay) => {
    const key = nextKey.current++;
    setShown((current) => [...current, { key, overlay }]);
  }, []);
  const close = useCallback((key: number) => setShown((current) => current.filter((entry) => entry.key !== key)), []);
  return useMemo(() => ({ shown, open, close }), [shown, open, close]);
}

/**
 * A state shown apart from the URL's state (in a dialog or popover): the same dashboard, socket and sandbox, with
 * its own state stack and the aliases resolved for that stack's params.
 */
export function StateScopeProvider({ state, children }: { state: StateStack; children: ReactNode }) {
  const parent = useDashboardRuntime();
  const aliases = useResolvedAliases(parent.dashboard, state.current.params, parent.authUser);
  const runtime = useMemo<DashboardRuntime>(() => ({ ...parent, state, aliases }), [parent, state, aliases]);
  return <RuntimeContext.Provider value={runtime}>{children}</RuntimeContext.Provider>;
}

/** Opens the dashboard's sandbox, follows its state in the URL and resolves its aliases for that state. */
export function DashboardRuntimeProvider({
  dashboard,
  socket,
  standalone,
  maxDatapointsLimit,
  authUser,
  saveWidgetSettings,
  children,
}: DashboardRuntimeProviderProps) {
  const dashboardId = dashboard.id.id;
  const sandbox = useDashboardSandbox(dashboardId);
  const state = useStateStack(dashboard);
  const [timewindow, setTimewindow] = useState(dashboard.configuration.timewindow);
  const aliases = useResolvedAliases(dashboard, state.current.params, authUser);
  const overlays = useOpenOverlays();
  const clicked = useRef<Element | null>(null);
  const clickedElement = useCallback(() => clicked.current, []);
  const recordClick = useCallback((element: Element | null) => {
    clicked.current = element;
  }, []);
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
      overlays,
      clickedElement,
      recordClick,
      saveWidgetSettings,
    }),
    [
      dashboard,
      standalone,
      state,
      timewindow,
      maxDatapointsLimit,
      socket,
      sandbox,
      aliases,
      authUser,
      overlays,
      clickedElement,
      recordClick,
      saveWidgetSettings,
    ],
  );
  return <RuntimeContext.Provider value={runtime}>{children}</RuntimeContext.Provider>;
}
