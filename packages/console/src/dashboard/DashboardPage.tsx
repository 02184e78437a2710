import type { Dashboard } from '@fleetdeck/model';
import { Alert, Box, LinearProgress } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useMaxDatapointsLimit } from '../components/time/use-max-datapoints-limit';
import { api } from '../core/http/api';
import { useAuthStore } from '../core/session/auth-store';
import { ProvideDashboardEdit } from './edit/DashboardEditContext';
import { draftBase } from './edit/dashboard-draft';
import { useDashboardEditing } from './edit/useDashboardEditing';
import { useStableWidgets } from './edit/useStableWidgets';
import { normalizeDashboard } from './model/normalize-dashboard';
import { type WidgetSettingsEdit, withWidgetSettings } from './model/widget-settings-edit';
import { DashboardRuntimeProvider } from './runtime/DashboardRuntimeContext';
import { useDashboardSocket } from './runtime/useDashboardSocket';
import { DashboardView } from './view/DashboardView';

interface OpenDashboardProps {
  dashboardId: string;
  /** without the console's shell: a public dashboard */
  standalone?: boolean;
  hideToolbar?: boolean;
  /** the dashboard when the caller has already read it (the home dashboard) */
  initial?: Dashboard;
}

/** Loads a dashboard, normalises what the platform may have saved, and shows it live. */
export function OpenDashboard({ dashboardId, standalone = false, hideToolbar = false, initial }: OpenDashboardProps) {
  const { t } = useTranslation();
  const authUser = useAuthStore((state) => state.authUser);
  const maxDatapointsLimit = useMaxDatapointsLimit();
  const socket = useDashboardSocket(dashboardId);
  const query = useQuery({
    queryKey: ['entities', 'DASHBOARD', 'open', dashboardId],
    queryFn: () => api.dashboards.get(dashboardId),
    initialData: initial,
  });
  const dashboard = useMemo(
    () => (query.data ? normalizeDashboard(query.data, { maxDatapointsLimit }) : null),
    [query.data, maxDatapointsLimit],
  );
  const queryClient = useQueryClient();
  const saved = query.data;
  const queryKey = useMemo(() => ['entities', 'DASHBOARD', 'open', dashboardId], [dashboardId]);
  // only a tenant administrator edits dashboards, and never through a public link
  const canEdit = !standalone && authUser?.authority === 'TENANT_ADMIN';
  const write = useCallback(
    async (edited: Dashboard) => {
      queryClient.setQueryData(queryKey, await api.dashboards.save(edited));
    },
    [queryClient, queryKey],
  );
  const editing = useDashboardEditing({ canEdit, saved, normalised: dashboard, write });
  const draft = editing.draft?.present;
  const normalisedDraft = useMemo(
    () => (draft ? normalizeDashboard(draft, { maxDatapointsLimit }) : null),
    [draft, maxDatapointsLimit],
  );
  const shown = useStableWidgets(normalisedDraft ?? dashboard);
  // The edit goes into the dashboard as saved, or into its normalised form for a legacy dashboard (draftBase).
  const saveWidgetSettings = useCallback(
    async (widgetId: string, edit: WidgetSettingsEdit) => {
      // in edit mode the edit goes into the draft and is saved with it
      if (editing.active) {
        editing.dispatch({ type: 'edit-settings', widgetId, edit });
        return;
      }
      if (!saved || !dashboard) return;
      const edited = withWidgetSettings(draftBase(saved, dashboard), widgetId, edit);
      if (!edited) return;
      await write(edited);
    },
    [saved, dashboard, editing, write],
  );
  if (query.isError) {
    return (
      <Alert severity="error" sx={{ m: 2 }}>
        {t('dashboard.load-failed')}
      </Alert>
    );
  }
  if (!shown || !authUser) return <LinearProgress />;
  return (
    <ProvideDashboardEdit editing={editing}>
      <DashboardRuntimeProvider
        dashboard={shown}
        socket={socket}
        standalone={standalone}
        maxDatapointsLimit={maxDatapointsLimit}
        authUser={authUser}
        saveWidgetSettings={canEdit ? saveWidgetSettings : undefined}
      >
        <DashboardView hideToolbar={hideToolbar} />
      </DashboardRuntimeProvider>
    </ProvideDashboardEdit>
  );
}

/** /dashboards/:dashboardId inside the console's shell. */
export function DashboardPage() {
  const { dashboardId = '' } = useParams();
  return <OpenDashboard key={dashboardId} dashboardId={dashboardId} />;
}

/** /dashboard/:dashboardId: the dashboard alone, as a public link or a forced-fullscreen user opens it. */
export function StandaloneDashboardPage() {
  const { dashboardId = '' } = useParams();
  return (
    <Box sx={{ height: '100vh', display: 'flex', flexDirection: 'column' }}>
      <OpenDashboard key={dashboardId} dashboardId={dashboardId} standalone />
    </Box>
  );
}
