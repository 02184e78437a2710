import { Box } from '@mui/material';
import { scopeCss } from '../../widgets/scope-css';
import { useDashboardRuntime } from '../runtime/DashboardRuntimeContext';
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
  const css = typeof settings.dashboardCss === 'string' ? settings.dashboardCss : '';
  return (
    <Box
      className="dashboard-css"
      data-testid="dashboard"
      onClickCapture={(event) => recordClick(event.target instanceof Element ? event.target : null)}
      sx={{ flex: 1, minHeight: 0, display: 'flex', flexDirection: 'column' }}
    >
      {css && <style>{scopeCss(css, 'dashboard-css')}</style>}
      {!hideToolbar && settings.hideToolbar !== true && <DashboardToolbar />}
      <StateLayouts />
      <DashboardOverlays />
    </Box>
  );
}
