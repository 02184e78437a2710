import type { Dashboard } from '@fleetdeck/model';
import { Alert, Box, LinearProgress } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useMaxDatapointsLimit } from '../components/time/use-max-datapoints-limit';
import { api } from '../core/http/api';
import { useAuthStore } from '../core/session/auth-store';
import { normalizeDashboard } from './model/normalize-dashboard';
import { type WidgetSettingsEdit, withWidgetSettings } from './model/widget-settings-edit';
import { DashboardRuntimeProvider } from './runtime/DashboardRuntimeContext';
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
  // The edit goes into the dashboard as saved; a legacy dashboard whose widgets had no ids of their own only has
  // them in its normalised form, which is then what is saved.
  const saveWidgetSettings = useCallback(
    async (widgetId: string, edit: WidgetSettingsEdit) => {
      if (!saved || !dashboard) return;
      const edited = withWidgetSettings(saved, widgetId, edit) ?? withWidgetSettings(dashboard, widgetId, edit);
      if (!edited) return;
      const stored = await api.dashboards.save(edited);
      queryClient.setQueryData(['entities', 'DASHBOARD', 'open', dashboardId], stored);
    },
    [saved, dashboard, dashboardId, queryClient],
  );
  // only a tenant administrator edits dashboards, and never through a public link
  const canEdit = !standalone && authUser?.authority === 'TENANT_ADMIN';
  if (query.isError) {
    return (
      <Alert severity="error" sx={{ m: 2 }}>
        {t('dashboard.load-failed')}
      </Alert>
    );
  }
  if (!dashboard || !authUser) return <LinearProgress />;
  return (
    <DashboardRuntimeProvider
      dashboard={dashboard}
      standalone={standalone}
      maxDatapointsLimit={maxDatapointsLimit}
      authUser={authUser}
      saveWidgetSettings={canEdit ? saveWidgetSettings : undefined}
    >
      <DashboardView hideToolbar={hideToolbar} />
    </DashboardRuntimeProvider>
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
