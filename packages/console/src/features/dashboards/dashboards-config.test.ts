import type { DashboardInfo } from '@fleetdeck/model';
import { describe, expect, it, vi } from 'vitest';
import { type DashboardsPageActions, dashboardsConfig } from './dashboards-config';

const page: DashboardsPageActions = {
  importDashboard: vi.fn(),
  showPublicLink: vi.fn(),
  makePrivate: vi.fn(),
  assign: vi.fn(),
};

const dashboard = (isPublic: boolean) =>
  ({
    id: { entityType: 'DASHBOARD', id: 'd1' },
    createdTime: 1,
    title: 'Thermostats',
    assignedCustomers: isPublic
      ? [{ customerId: { entityType: 'CUSTOMER', id: 'p' }, title: 'Public', public: true }]
      : null,
  }) as unknown as DashboardInfo;

const visibleActions = (config: ReturnType<typeof dashboardsConfig>, entity: DashboardInfo) =>
  (config.actions ?? []).filter((action) => action.isVisible?.(entity) ?? true).map((action) => action.id);

describe('the dashboards list', () => {
  it('gives a tenant administrator import, public link, assignment and the customer columns', () => {
    const config = dashboardsConfig({ customerId: null, page });
    expect(config.readOnly).toBe(false);
    expect(config.listActions?.map((action) => action.id)).toEqual(['import']);
    expect(config.columns.map((column) => column.key)).toEqual(['createdTime', 'title', 'assignedCustomers', 'public']);
    expect(visibleActions(config, dashboard(false))).toEqual(['details', 'export', 'makePublic', 'assign']);
    expect(visibleActions(config, dashboard(true))).toEqual([
      'details',
      'export',
      'publicLink',
      'makePrivate',
      'assign',
    ]);
  });

  it("shows a customer user the customer's dashboards read-only, with export only", () => {
    const config = dashboardsConfig({ customerId: 'c1', page });
    expect(config.readOnly).toBe(true);
    expect(config.listActions).toEqual([]);
    expect(visibleActions(config, dashboard(false))).toEqual(['details', 'export']);
  });

  it('opens a dashboard on a row click', () => {
    const navigate = vi.fn();
    dashboardsConfig({ customerId: null, page }).openEntity?.(dashboard(false), { navigate, reload: vi.fn() });
    expect(navigate).toHaveBeenCalledWith('/dashboards/d1');
  });
});
