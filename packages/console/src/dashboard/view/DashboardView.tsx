import { Box } from '@mui/material';
import { useDashboardRuntime } from '../runtime/DashboardRuntimeContext';
import { DASHBOARD_CSS_CLASS, DashboardCss } from './DashboardCss';
import { DashboardOverlays } from './DashboardOverlays';
import { DashboardToolbar } from './DashboardToolbar';
import { StateLayouts } from './StateLayouts';

/**
 * The open dashboard: its toolbar (unless hidden), the main and right layouts of the current state, and what
 * actions opened over it. Clicks are noted before the widgets see them, so a popover finds the clicked element.
 */
export function DashboardView({ hideToolbar = false }: { hideToolbar?: boolean }) {
  const { dashboard, recordClick } = useDashboardRuntime();
  const { settings } = dashboard.configuration;
  return (
    <Box
      className={DASHBOARD_CSS_CLASS}
      data-testid="dashboard"
      onClickCapture={(event) => recordClick(event.target instanceof Element ? event.target : null)}
      sx={{ flex: 1, minHeight: 0, display: 'flex', flexDirection: 'column' }}
    >
      <DashboardCss />
      {!hideToolbar && settings.hideToolbar !== true && <DashboardToolbar />}
      <StateLayouts />
      <DashboardOverlays />
    </Box>
  );
}
