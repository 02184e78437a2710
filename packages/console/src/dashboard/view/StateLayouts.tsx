import type { DashboardLayout, GridSettings } from '@fleetdeck/model';
import { Box } from '@mui/material';
import { useDashboardRuntime } from '../runtime/DashboardRuntimeContext';
import { DashboardLayoutGrid } from './DashboardLayoutGrid';

/** A layout's grid settings with the given ones filling in what the layout leaves unset. */
function withGridDefaults(layout: DashboardLayout, defaults: GridSettings): DashboardLayout {
  const saved = Object.entries(layout.gridSettings).filter(([, value]) => value !== undefined && value !== null);
  return { ...layout, gridSettings: { ...defaults, ...Object.fromEntries(saved) } };
}

/**
 * The main and right layouts of the runtime's current state, side by side (stacked on narrow screens). Only the
 * dashboard's own page is `editable`; a state opened in a dialog or popover is not. A state embedded in a widget
 * passes the widget's `gridDefaults` for what its layouts leave unset.
 */
export function StateLayouts({ editable = false, gridDefaults }: { editable?: boolean; gridDefaults?: GridSettings }) {
  const { dashboard, state } = useDashboardRuntime();
  const { states, widgets } = dashboard.configuration;
  const shown = states[state.current.id];
  const layouts = (['main', 'right'] as const)
    .map((id) => [id, shown?.layouts[id]] as const)
    .filter((entry): entry is readonly ['main' | 'right', DashboardLayout] => entry[1] !== undefined);
  return (
    <Box sx={{ flex: 1, minHeight: 0, display: 'flex', flexDirection: { xs: 'column', md: 'row' } }}>
      {layouts.map(([id, layout]) => (
        <DashboardLayoutGrid
          key={`${state.current.id}-${id}`}
          layoutId={id}
          layout={gridDefaults ? withGridDefaults(layout, gridDefaults) : layout}
          widgets={widgets}
          editing={editable ? { stateId: state.current.id, layoutId: id } : undefined}
        />
      ))}
    </Box>
  );
}
