import type { DashboardLayout } from '@fleetdeck/model';
import { describe, expect, it } from 'vitest';
import { planGrid } from './layout';
import { normalizeDashboard } from './normalize-dashboard';
import { loadFixtureDashboard } from './test-fixtures';

const { configuration } = normalizeDashboard(loadFixtureDashboard('thermostats'), { maxDatapointsLimit: 50000 });
const main = configuration.states.default.layouts.main as DashboardLayout;
const ids = Object.keys(main.widgets);
const idOf = (typeAlias: string) => ids.find((id) => configuration.widgets[id].typeAlias === typeAlias) as string;
const table = idOf('entities_table');
const alarms = idOf('alarms_table');
const map = idOf('openstreetmap');

function layoutOf(widgets: DashboardLayout['widgets'], gridSettings: DashboardLayout['gridSettings'] = {}) {
  return { widgets, gridSettings: { columns: 24, margin: 10, ...gridSettings } };
}

describe('planGrid', () => {
  it('lays out the Thermostats main state at 1440 px, rows filling the height', () => {
    const plan = planGrid(main, configuration.widgets, { width: 1440, height: 800 });
    expect(plan).toMatchObject({ mobile: false, columns: 24, margin: 10 });
    // 11 rows and 12 margins share 800 px
    expect(plan.rowHeight).toBeCloseTo((800 - 120) / 11);
    expect(plan.items).toEqual([
      { i: table, x: 0, y: 0, w: 11, h: 11 },
      { i: alarms, x: 11, y: 0, w: 13, h: 5 },
      { i: map, x: 11, y: 5, w: 13, h: 6 },
    ]);
  });

  it('stacks the Thermostats main state at 390 px in row order with 70 px rows', () => {
    const plan = planGrid(main, configuration.widgets, { width: 390, height: 844 });
    expect(plan).toMatchObject({ mobile: true, columns: 1, rowHeight: 70 });
    expect(plan.items).toEqual([
      { i: table, x: 0, y: 0, w: 1, h: 11 },
      { i: alarms, x: 0, y: 11, w: 1, h: 5 },
      { i: map, x: 0, y: 16, w: 1, h: 6 },
    ]);
  });

  it('uses square cells without autoFillHeight', () => {
    const plan = planGrid(layoutOf({ a: { sizeX: 8, sizeY: 6, row: 0, col: 0 } }), {}, { width: 1450, height: 500 });
    expect(plan.rowHeight).toBeCloseTo((1450 - 250) / 24);
  });

  it('refines the grid for fractional sizes without changing pixel geometry', () => {
    const plan = planGrid(
      layoutOf({ a: { sizeX: 7.5, sizeY: 3.5, row: 0, col: 0 }, b: { sizeX: 16.5, sizeY: 2, row: 0, col: 7.5 } }),
      {},
      { width: 1450, height: 500 },
    );
    expect(plan.columns).toBe(48);
    expect(plan.items).toEqual([
      { i: 'a', x: 0, y: 0, w: 15, h: 7 },
      { i: 'b', x: 15, y: 0, w: 33, h: 4 },
    ]);
    const coarseRow = (1450 - 250) / 24;
    const coarseHeight = 3.5 * coarseRow + 2.5 * 10;
    expect(7 * plan.rowHeight + 6 * 10).toBeCloseTo(coarseHeight);
  });

  it('orders, hides and sizes widgets for mobile from the layout, then the widget config', () => {
    const widget = (mobileOrder?: number, mobileHide?: boolean) => ({ config: { mobileOrder, mobileHide } }) as never;
    const plan = planGrid(
      layoutOf(
        {
          first: { sizeX: 12, sizeY: 4, row: 0, col: 0, mobileOrder: 5 },
          second: { sizeX: 12, sizeY: 4, row: 0, col: 12, mobileHeight: 2 },
          hidden: { sizeX: 12, sizeY: 4, row: 4, col: 0, mobileHide: true },
          configured: { sizeX: 12, sizeY: 6, row: 4, col: 12 },
        },
        { columns: 12, mobileRowHeight: 50 },
      ),
      { configured: widget(1), hidden: widget(), first: widget(), second: widget() },
      { width: 1440, height: 800, mobile: true },
    );
    expect(plan.rowHeight).toBe(50);
    expect(plan.items).toEqual([
      { i: 'second', x: 0, y: 0, w: 1, h: 2 },
      { i: 'configured', x: 0, y: 2, w: 1, h: 12 },
      { i: 'first', x: 0, y: 14, w: 1, h: 8 },
    ]);
  });

  it('fills the mobile height when asked', () => {
    const plan = planGrid(
      layoutOf(
        { a: { sizeX: 24, sizeY: 4, row: 0, col: 0 }, b: { sizeX: 24, sizeY: 6, row: 4, col: 0 } },
        {
          mobileAutoFillHeight: true,
        },
      ),
      {},
      { width: 390, height: 540 },
    );
    // 10 rows share the height left after margins around and between the two widgets
    expect(plan.rowHeight).toBeCloseTo((540 - 10 * 4) / 10);
  });
});
