import type { DashboardLayout, Widget } from '@fleetdeck/model';
import { Box, type Theme } from '@mui/material';
import { useMemo } from 'react';
import ReactGridLayout from 'react-grid-layout';
import { noCompactor } from 'react-grid-layout/core';
import 'react-grid-layout/css/styles.css';
import { planGrid } from '../model/layout';
import { gridBackgroundColour, gridTextColour } from './theme-colours';
import { useElementSize } from './useElementSize';
import { WidgetFrame } from './WidgetFrame';

interface DashboardLayoutGridProps {
  layout: DashboardLayout;
  widgets: Record<string, Widget>;
  /** names the layout for tests and assistive technology: main or right */
  layoutId: string;
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

/**
 * One layout of a state placed on the grid: the saved columns, margins and row height (square cells, or rows
 * stretched over the height with auto-fill), one column in the saved mobile order below 960 px. Viewing only:
 * nothing can be dragged or resized.
 */
export function DashboardLayoutGrid({ layout, widgets, layoutId }: DashboardLayoutGridProps) {
  const { ref, width, height } = useElementSize<HTMLDivElement>();
  const plan = useMemo(() => planGrid(layout, widgets, { width, height }), [layout, widgets, width, height]);
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
          dragConfig={{ enabled: false }}
          resizeConfig={{ enabled: false }}
          compactor={noCompactor}
        >
          {plan.items
            .filter((item) => widgets[item.i])
            .map((item) => (
              <div key={item.i}>
                <WidgetFrame widget={widgets[item.i] as Widget} />
              </div>
            ))}
        </ReactGridLayout>
      )}
    </Box>
  );
}
