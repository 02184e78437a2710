import type { DashboardLayout, Widget, WidgetLayout } from '@fleetdeck/model';
import { DEFAULT_GRID_COLUMNS, DEFAULT_GRID_MARGIN, DEFAULT_MOBILE_ROW_HEIGHT } from './dashboard-defaults';

/** Below this width the dashboard shows one column, as the platform does under its `gt-sm` breakpoint. */
export const MOBILE_BREAKPOINT_PX = 960;

export interface Viewport {
  width: number;
  height: number;
  /** forced mobile mode, whatever the width */
  mobile?: boolean;
}

/** One react-grid-layout item, in grid units. */
export interface GridItem {
  i: string;
  x: number;
  y: number;
  w: number;
  h: number;
}

export interface GridPlan {
  mobile: boolean;
  columns: number;
  /** px between items and around the grid */
  margin: number;
  /** px per grid row, margins excluded */
  rowHeight: number;
  /** grid units per saved column and row: fractional saved sizes are placed on a finer grid */
  scaleX: number;
  scaleY: number;
  items: GridItem[];
}

const MAX_SCALE = 8;
const EPSILON = 1e-6;

/**
 * Saved layouts may hold fractional sizes (7.5 columns). react-grid-layout needs whole units, so the grid is made
 * finer by the smallest factor that turns every value whole; values finer than an eighth are rounded.
 */
function scaleFor(values: number[]): number {
  for (let scale = 1; scale < MAX_SCALE; scale++) {
    if (values.every((value) => Math.abs(value * scale - Math.round(value * scale)) < EPSILON)) return scale;
  }
  return MAX_SCALE;
}

/**
 * The row height of a finer grid keeping every item's pixel height: an item of h rows is h·rowHeight plus (h−1)
 * margins tall, so one coarse row plus its margin splits evenly into `scale` fine rows plus their margins.
 */
function finerRowHeight(rowHeight: number, margin: number, scale: number): number {
  return (rowHeight + margin) / scale - margin;
}

function layoutValue(
  layout: WidgetLayout,
  widget: Widget | undefined,
  key: 'mobileHeight' | 'mobileOrder',
): number | undefined {
  const value = layout[key] ?? widget?.config[key];
  return typeof value === 'number' ? value : undefined;
}

function desktopPlan(layout: DashboardLayout, viewport: Viewport, columns: number, margin: number): GridPlan {
  const entries = Object.entries(layout.widgets);
  const rows = Math.max(1, ...entries.map(([, place]) => place.row + place.sizeY));
  // autoFillHeight stretches the rows over the height; otherwise cells are square, a row as tall as a column is wide
  const rowHeight = layout.gridSettings.autoFillHeight
    ? (viewport.height - margin * (rows + 1)) / rows
    : (viewport.width - margin * (columns + 1)) / columns;
  const scaleX = scaleFor(entries.flatMap(([, place]) => [place.col, place.sizeX]));
  const scaleY = scaleFor(entries.flatMap(([, place]) => [place.row, place.sizeY]));
  return {
    mobile: false,
    columns: columns * scaleX,
    margin,
    rowHeight: finerRowHeight(rowHeight, margin, scaleY),
    scaleX,
    scaleY,
    items: entries.map(([id, place]) => ({
      i: id,
      x: Math.round(place.col * scaleX),
      y: Math.round(place.row * scaleY),
      w: Math.max(1, Math.round(place.sizeX * scaleX)),
      h: Math.max(1, Math.round(place.sizeY * scaleY)),
    })),
  };
}

/**
 * Mobile: one column; widgets marked mobileHide are left out; the rest are ordered by mobileOrder (the layout's,
 * then the widget's) or else their row, then their column; each is mobileHeight rows tall or else its desktop
 * height rescaled to 24 columns.
 */
function mobilePlan(
  layout: DashboardLayout,
  widgets: Record<string, Widget>,
  viewport: Viewport,
  columns: number,
  margin: number,
): GridPlan {
  const visible = Object.entries(layout.widgets).filter(
    ([id, place]) => !(place.mobileHide ?? widgets[id]?.config.mobileHide),
  );
  const ordered = visible
    .map(([id, place]) => ({
      id,
      order: layoutValue(place, widgets[id], 'mobileOrder') ?? place.row,
      col: place.col,
      height: layoutValue(place, widgets[id], 'mobileHeight') ?? (place.sizeY * DEFAULT_GRID_COLUMNS) / columns,
    }))
    .sort((a, b) => a.order - b.order || a.col - b.col);
  const totalRows = ordered.reduce((sum, item) => sum + item.height, 0);
  const { mobileAutoFillHeight, mobileRowHeight } = layout.gridSettings;
  const rowHeight =
    mobileAutoFillHeight && totalRows > 0
      ? (viewport.height - margin * (ordered.length + 2)) / totalRows
      : (mobileRowHeight ?? DEFAULT_MOBILE_ROW_HEIGHT);
  const scale = scaleFor(ordered.map((item) => item.height));
  let y = 0;
  const items = ordered.map((item) => {
    const h = Math.max(1, Math.round(item.height * scale));
    const placed = { i: item.id, x: 0, y, w: 1, h };
    y += h;
    return placed;
  });
  return {
    mobile: true,
    columns: 1,
    margin,
    rowHeight: finerRowHeight(rowHeight, margin, scale),
    scaleX: 1,
    scaleY: scale,
    items,
  };
}

/** Where each widget of a layout goes on a screen of the given size. */
export function planGrid(layout: DashboardLayout, widgets: Record<string, Widget>, viewport: Viewport): GridPlan {
  const columns = layout.gridSettings.columns ?? DEFAULT_GRID_COLUMNS;
  const margin = layout.gridSettings.margin ?? DEFAULT_GRID_MARGIN;
  const mobile = viewport.mobile === true || viewport.width < MOBILE_BREAKPOINT_PX;
  return mobile
    ? mobilePlan(layout, widgets, viewport, columns, margin)
    : desktopPlan(layout, viewport, columns, margin);
}
