import type { DashboardInfo, PageData } from '@fleetdeck/model';
import { mdiViewDashboardVariant } from '@mdi/js';
import { IconButton, ListSubheader, Menu, MenuItem, TextField, Tooltip, useMediaQuery, useTheme } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { MdiIcon } from '../../components/icons/MdiIcon';
import { api } from '../../core/http/api';
import type { AuthUser } from '../../core/session/auth-user';

const LIST_LINK = { page: 0, pageSize: 100, sortOrder: { property: 'title', direction: 'ASC' as const } };
const NO_DASHBOARDS: PageData<DashboardInfo> = { data: [], totalPages: 0, totalElements: 0, hasNext: false };

/** The dashboards the user may switch between: a customer user's customer's, a tenant administrator's tenant's. */
function fetchUserDashboards(user: AuthUser): Promise<PageData<DashboardInfo>> {
  if (user.authority === 'CUSTOMER_USER' && user.customerId)
    return api.dashboards.customerDashboards(user.customerId, LIST_LINK);
  if (user.authority === 'TENANT_ADMIN') return api.dashboards.tenantDashboards(LIST_LINK);
  return Promise.resolve(NO_DASHBOARDS);
}

/** Switches to another of the user's dashboards: a dropdown on wide screens, an icon opening the list on narrow ones. */
export function DashboardSelect({ dashboardId, user }: { dashboardId: string; user: AuthUser }) {
  const { t } = useTranslation();
  const theme = useTheme();
  const narrow = useMediaQuery(theme.breakpoints.down('md'));
  const navigate = useNavigate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const { data } = useQuery({
    queryKey: ['entities', 'DASHBOARD', 'select', user.authority, user.customerId],
    queryFn: () => fetchUserDashboards(user),
    meta: { suppressErrors: true },
  });
  const dashboards = data?.data ?? [];
  const open = (id: string) => {
    setAnchor(null);
    if (id !== dashboardId) navigate(`/dashboards/${id}`);
  };
  if (narrow) {
    return (
      <>
        <Tooltip title={t('dashboard.select-dashboard')}>
          <IconButton aria-label={t('dashboard.select-dashboard')} onClick={(event) => setAnchor(event.currentTarget)}>
            <MdiIcon path={mdiViewDashboardVariant} />
          </IconButton>
        </Tooltip>
        <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
          <ListSubheader>{t('dashboard.select-dashboard')}</ListSubheader>
          {dashboards.map((dashboard) => (
            <MenuItem
              key={dashboard.id.id}
              selected={dashboard.id.id === dashboardId}
              onClick={() => open(dashboard.id.id)}
            >
              {dashboard.title}
            </MenuItem>
          ))}
        </Menu>
      </>
    );
  }
  return (
    <Tooltip title={t('dashboard.select-dashboard')} placement="bottom-start">
      <TextField
        select
        size="small"
        variant="standard"
        value={dashboards.some((dashboard) => dashboard.id.id === dashboardId) ? dashboardId : ''}
        onChange={(event) => open(event.target.value)}
        slotProps={{ htmlInput: { 'aria-label': t('dashboard.select-dashboard') } }}
        sx={{ minWidth: 180, maxWidth: 280 }}
      >
        {dashboards.map((dashboard) => (
          <MenuItem key={dashboard.id.id} value={dashboard.id.id}>
            {dashboard.title}
          </MenuItem>
        ))}
      </TextField>
    </Tooltip>
  );
}
