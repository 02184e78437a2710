import { MenuItem, TextField } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '../../../core/http/api';

interface TargetDashboardStateSelectProps {
  /** the action's target dashboard; without one there are no states to offer */
  dashboardId: string | null | undefined;
  value: string | null | undefined;
  onChange(stateId: string | null): void;
}

/**
 * The state an "open dashboard" action opens, from the states the target dashboard's JSON names; none opens its
 * root state. A saved state the dashboard no longer has stays shown by its id, so it is not lost unnoticed.
 */
export function TargetDashboardStateSelect({ dashboardId, value, onChange }: TargetDashboardStateSelectProps) {
  const { t } = useTranslation();
  const query = useQuery({
    queryKey: ['entities', 'DASHBOARD', 'states', dashboardId],
    queryFn: () => api.dashboards.get(dashboardId as string),
    enabled: Boolean(dashboardId),
  });
  const states = Object.entries(query.data?.configuration?.states ?? {});
  const unknown = value && !states.some(([id]) => id === value);
  return (
    <TextField
      select
      label={t('widget-action.target-dashboard-state')}
      value={value ?? ''}
      disabled={!dashboardId}
      onChange={(e) => onChange(e.target.value || null)}
    >
      <MenuItem value="">{t('dashboard.root-state')}</MenuItem>
      {states.map(([id, state]) => (
        <MenuItem key={id} value={id}>
          {state.name || id}
        </MenuItem>
      ))}
      {unknown && <MenuItem value={value}>{value}</MenuItem>}
    </TextField>
  );
}
