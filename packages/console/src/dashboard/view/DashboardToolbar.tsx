import { mdiExport, mdiFullscreen, mdiFullscreenExit, mdiPencil } from '@mdi/js';
import { Box, IconButton, Tooltip, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MdiIcon } from '../../components/icons/MdiIcon';
import { TimeWindowControl } from '../../components/time/TimeWindowControl';
import { reportError } from '../../core/http/report-error';
import { exportDashboard } from '../../features/dashboards/export-dashboard';
import { useDashboardEdit } from '../edit/DashboardEditContext';
import { EditToolbar } from '../edit/EditToolbar';
import { toStoredTimewindow, toTimewindow } from '../model/stored-timewindow';
import { useDashboardRuntime } from '../runtime/DashboardRuntimeContext';
import { DashboardSelect } from './DashboardSelect';
import { StateNavigation } from './StateNavigation';

function useDocumentFullscreen() {
  const [fullscreen, setFullscreen] = useState(() => document.fullscreenElement !== null);
  useEffect(() => {
    const changed = () => setFullscreen(document.fullscreenElement !== null);
    document.addEventListener('fullscreenchange', changed);
    return () => document.removeEventListener('fullscreenchange', changed);
  }, []);
  const toggle = () => {
    const request = document.fullscreenElement
      ? document.exitFullscreen()
      : document.documentElement.requestFullscreen();
    request.catch(reportError);
  };
  return { fullscreen, toggle };
}

/**
 * The dashboard's toolbar as its settings ask: title, state breadcrumb or selector, the switch to another
 * dashboard, the dashboard time window, export and fullscreen; for a user who may edit the dashboard, the edit
 * mode button, or in edit mode the edit buttons.
 */
export function DashboardToolbar() {
  const { t } = useTranslation();
  const { dashboard, timewindow, setTimewindow, maxDatapointsLimit, authUser, standalone } = useDashboardRuntime();
  const { settings } = dashboard.configuration;
  const { fullscreen, toggle } = useDocumentFullscreen();
  const edit = useDashboardEdit();
  return (
    <Box
      role="toolbar"
      aria-label={t('dashboard.toolbar')}
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1,
        px: 1,
        minHeight: 48,
        flexWrap: 'wrap',
        bgcolor: 'background.paper',
      }}
    >
      {settings.showTitle && (
        <Typography variant="h6" component="h2" noWrap sx={{ color: settings.titleColor as string | undefined }}>
          {dashboard.title}
        </Typography>
      )}
      <StateNavigation />
      <Box sx={{ flex: 1 }} />
      {edit?.active && <EditToolbar edit={edit} />}
      {edit?.canEdit && !edit.active && (
        <Tooltip title={t('dashboard.edit-mode')}>
          <IconButton aria-label={t('dashboard.edit-mode')} onClick={edit.enter}>
            <MdiIcon path={mdiPencil} />
          </IconButton>
        </Tooltip>
      )}
      {settings.showDashboardsSelect !== false && !standalone && !authUser.isPublic && (
        <DashboardSelect dashboardId={dashboard.id.id} user={authUser} />
      )}
      {settings.showDashboardTimewindow !== false && (
        <TimeWindowControl
          value={toTimewindow(timewindow, maxDatapointsLimit, Date.now())}
          onChange={(next) => setTimewindow(toStoredTimewindow(next))}
          maxDatapointsLimit={maxDatapointsLimit}
        />
      )}
      {settings.showDashboardExport !== false && (
        <Tooltip title={t('dashboard.export')}>
          <IconButton aria-label={t('dashboard.export')} onClick={() => exportDashboard(dashboard).catch(reportError)}>
            <MdiIcon path={mdiExport} />
          </IconButton>
        </Tooltip>
      )}
      <Tooltip title={t(fullscreen ? 'fullscreen.exit' : 'fullscreen.expand')}>
        <IconButton aria-label={t(fullscreen ? 'fullscreen.exit' : 'fullscreen.expand')} onClick={toggle}>
          <MdiIcon path={fullscreen ? mdiFullscreenExit : mdiFullscreen} />
        </IconButton>
      </Tooltip>
    </Box>
  );
}
