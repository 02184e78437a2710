import type { DashboardLayout, Widget } from '@fleetdeck/model';
import { Box, type Theme } from '@mui/material';
import { useMemo } from 'react';
import ReactGridLayout from 'react-grid-layout';
import { type Layout, noCompactor } from 'react-grid-layout/core';
import 'react-grid-layout/css/styles.css';
import { useDashboardEdit } from '../edit/DashboardEditContext';
import type { LayoutRef } from '../edit/dashboard-draft';
import { WIDGET_DRAG_HANDLE_CLASS, WidgetEditFrame } from '../edit/WidgetEditFrame';
import { type GridPlan, planGrid } from '../model/layout';
import { gridBackgroundColour, gridTextColour } from './theme-colours';
import { useElementSize } from './useElementSize';
import { WidgetFrame } from './WidgetFrame';

interface DashboardLayoutGridProps {
  layout: DashboardLayout;
  widgets: Record<string, Widget>;
  /** names the layout for tests and assistive technology: main or right */
  layoutId: string;
  /** the layout as the dashboard's edit mode addresses it, when its widgets may be moved and resized */
  editing?: LayoutRef;
}

function background(layout: DashboardLayout) {
  const { backgroundColor, backgroundImageUrl, backgroundSizeMode } = layout.gridSettings;
  return {
    bgcolor: (theme: Theme) => gridBackgroundColour(backgroundColor, theme.palette),
    ...(backgroundImageUrl
      ? {
          backgroundImage: `url(${JSON.stringify(String(backgroundImageUrl))})`,
          backgroundSize: backgroundSizeMode ?? '100%',
          backgroundRepeat: 'no-repeat',
        }
      : {}),
  };
}

/** The grid's placements in the saved units, which a finer grid for fractional sizes divides. */
function savedPlacements(items: Layout, plan: GridPlan) {
  return items.map(({ i, x, y, w, h }) => ({
    i,
    x: x / plan.scaleX,
    y: y / plan.scaleY,
    w: w / plan.scaleX,
    h: h / plan.scaleY,
  }));
}

/**
 * One layout of a state placed on the grid: the saved columns, margins and row height (square cells, or rows
 * stretched over the height with auto-fill), one column in the saved mobile order below 960 px. In edit mode on a
 * desktop-wide screen its widgets are dragged by their edit header and resized; otherwise nothing moves.
 */
export function DashboardLayoutGrid({ layout, widgets, layoutId, editing }: DashboardLayoutGridProps) {
  const { ref, width, height } = useElementSize<HTMLDivElement>();
  const plan = useMemo(() => planGrid(layout, widgets, { width, height }), [layout, widgets, width, height]);
  const edit = useDashboardEdit();
  const editable = editing !== undefined && edit?.active === true && !plan.mobile;
  const placed = (items: Layout) => {
    if (editing) edit?.dispatch({ type: 'place', in: editing, placements: savedPlacements(items, plan) });
  };
  const color = (theme: Theme) => gridTextColour(layout.gridSettings.color, theme.palette);
  return (
    <Box
      ref={ref}
      data-testid={`dashboard-layout-${layoutId}`}
      sx={{ flex: 1, minWidth: 0, overflow: 'auto', color, ...background(layout) }}
    >
      {width > 0 && (
        <ReactGridLayout
          width={width}
          layout={plan.items}
          gridConfig={{
            cols: plan.columns,
            rowHeight: Math.max(1, plan.rowHeight),
            margin: [plan.margin, plan.margin],
            containerPadding: [plan.margin, plan.margin],
          }}
          dragConfig={{ enabled: editable, handle: `.${WIDGET_DRAG_HANDLE_CLASS}`, cancel: 'button' }}
          resizeConfig={{ enabled: editable }}
          compactor={noCompactor}
          onDragStop={placed}
          onResizeStop={placed}
        >
          {plan.items
            .filter((item) => widgets[item.i])
            .map((item) => (
              <div key={item.i}>
                {editable && editing ? (
                  <WidgetEditFrame widgetId={item.i} layout={editing}>
                    <WidgetFrame widget={widgets[item.i] as Widget} />
                  </WidgetEditFrame>
                ) : (
                  <WidgetFrame widget={widgets[item.i] as Widget} />
                )}
              </div>
            ))}
        </ReactGridLayout>
      )}
    </Box>
  );
}
