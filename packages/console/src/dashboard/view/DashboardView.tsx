import type { DashboardLayout } from '@fleetdeck/model';
import { Box } from '@mui/material';
import { useDashboardRuntime } from '../runtime/DashboardRuntimeContext';
import { DashboardLayoutGrid } from './DashboardLayoutGrid';
import { DashboardToolbar } from './DashboardToolbar';
import { scopeCss } from './scope-css';

/** The open dashboard: its toolbar (unless hidden) and the main and right layouts of the current state. */
export function DashboardView({ hideToolbar = false }: { hideToolbar?: boolean }) {
  const { dashboard, state } = useDashboardRuntime();
  const { states, widgets, settings } = dashboard.configuration;
  const shown = states[state.current.id];
  const layouts = (['main', 'right'] as const)
    .map((id) => [id, shown?.layouts[id]] as const)
    .filter((entry): entry is readonly ['main' | 'right', DashboardLayout] => entry[1] !== undefined);
  const css = typeof settings.dashboardCss === 'string' ? settings.dashboardCss : '';
  return (
    <Box
      className="dashboard-css"
      data-testid="dashboard"
      sx={{ flex: 1, minHeight: 0, display: 'flex', flexDirection: 'column' }}
    >
      {css && <style>{scopeCss(css, 'dashboard-css')}</style>}
      {!hideToolbar && settings.hideToolbar !== true && <DashboardToolbar />}
      <Box sx={{ flex: 1, minHeight: 0, display: 'flex', flexDirection: { xs: 'column', md: 'row' } }}>
        {layouts.map(([id, layout]) => (
          <DashboardLayoutGrid key={`${state.current.id}-${id}`} layoutId={id} layout={layout} widgets={widgets} />
        ))}
      </Box>
    </Box>
  );
}
