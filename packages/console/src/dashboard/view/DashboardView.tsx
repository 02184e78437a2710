import { Box } from '@mui/material';
import { useDashboardEdit } from '../edit/DashboardEditContext';
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
  // edit mode needs its buttons, whatever the dashboard's settings say of the toolbar
  const editing = useDashboardEdit()?.active === true;
  return (
    <Box
      className={DASHBOARD_CSS_CLASS}
      data-testid="dashboard"
      onClickCapture={(event) => recordClick(event.target instanceof Element ? event.target : null)}
      sx={{ flex: 1, minHeight: 0, display: 'flex', flexDirection: 'column' }}
    >
      <DashboardCss />
      {(editing || (!hideToolbar && settings.hideToolbar !== true)) && <DashboardToolbar />}
      <StateLayouts editable />
      <DashboardOverlays />
    </Box>
  );
}
