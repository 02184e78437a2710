import type { HomeDashboardInfo } from '@fleetdeck/model';
import { Button, Checkbox, FormControlLabel } from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EntityAutocomplete } from '../../components/pickers/EntityAutocomplete';
import { api } from '../../core/http/api';
import { showToast } from '../../core/notifications/toast-store';
import { SettingsCard } from '../system-settings/SettingsCard';

const TENANT_HOME_KEY = ['tenantHomeDashboard'] as const;

/** /settings/home: the dashboard the tenant's users see on /home unless their own default says otherwise. */
export function HomeSettingsPage() {
  const stored = useQuery({ queryKey: TENANT_HOME_KEY, queryFn: () => api.dashboards.tenantHomeInfo() });
  return stored.data ? <HomeSettingsForm stored={stored.data} /> : null;
}

/** The form starts from the stored choice, so its fields are controlled from the first render. */
function HomeSettingsForm({ stored }: { stored: HomeDashboardInfo }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [value, setValue] = useState(stored);
  const save = useMutation({
    mutationFn: (info: HomeDashboardInfo) => api.dashboards.setTenantHomeInfo(info),
    onSuccess: async (_, info) => {
      queryClient.setQueryData(TENANT_HOME_KEY, info);
      // /home reads the home dashboard under this key
      await queryClient.invalidateQueries({ queryKey: ['entities', 'DASHBOARD', 'home'] });
      showToast({ type: 'success', message: t('admin.settings-saved') });
    },
  });
  const changed =
    value.dashboardId?.id !== stored.dashboardId?.id || value.hideDashboardToolbar !== stored.hideDashboardToolbar;
  return (
    <SettingsCard
      title="admin.home-settings"
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate(value);
      }}
      actions={
        <Button type="submit" variant="contained" disabled={save.isPending || !changed}>
          {t('action.save')}
        </Button>
      }
    >
      <EntityAutocomplete
        entityType="DASHBOARD"
        label="dashboard.home-dashboard"
        value={value.dashboardId}
        onChange={(dashboardId) =>
          setValue((current) => ({
            ...current,
            dashboardId: dashboardId ? { entityType: 'DASHBOARD', id: dashboardId.id } : null,
          }))
        }
        disabled={save.isPending}
      />
      <FormControlLabel
        control={
          <Checkbox
            checked={value.hideDashboardToolbar}
            onChange={(event) => setValue((current) => ({ ...current, hideDashboardToolbar: event.target.checked }))}
          />
        }
        label={t('dashboard.home-dashboard-hide-toolbar')}
      />
    </SettingsCard>
  );
}
