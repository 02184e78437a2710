import type { Dashboard } from '@fleetdeck/model';
import { describe, expect, it } from 'vitest';
import { loadFixtureDashboard } from '../../dashboard/model/test-fixtures';
import { exportedDashboard, exportFileName, parseDashboardFile } from './dashboard-file';

const saved = {
  id: { entityType: 'DASHBOARD', id: '5a6e2b10-8a4f-11ee-b9d1-0242ac120002' },
  createdTime: 1700000000000,
  tenantId: { entityType: 'TENANT', id: '4b6e2b10-8a4f-11ee-b9d1-0242ac120002' },
  title: 'Thermostats',
  name: 'Thermostats',
  image: null,
  assignedCustomers: [{ customerId: { entityType: 'CUSTOMER', id: 'c1' }, title: 'Public', public: true }],
  mobileHide: false,
  mobileOrder: null,
  configuration: { widgets: {}, states: {} },
} as unknown as Dashboard;

describe('dashboard export', () => {
  it('leaves out the ids and the customers of this installation', () => {
    const exported = exportedDashboard(saved);
    expect(exported).not.toHaveProperty('id');
    expect(exported).not.toHaveProperty('tenantId');
    expect(exported).not.toHaveProperty('assignedCustomers');
    expect(exported).toMatchObject({ title: 'Thermostats', configuration: { widgets: {}, states: {} } });
  });

  it('names the file after the title', () => {
    expect(exportFileName('Rule engine  statistics')).toBe('rule_engine_statistics.json');
  });
});

describe('dashboard import', () => {
  it('accepts a dashboard the platform exported', () => {
    const result = parseDashboardFile(JSON.stringify(loadFixtureDashboard('thermostats')));
    expect(result.ok).toBe(true);
    if (result.ok) expect(result.draft.title).toBe('Thermostats');
  });

  it('refuses text that is not JSON', () => {
    expect(parseDashboardFile('{"title": ')).toEqual({ ok: false, error: 'dashboard.invalid-json-file-error' });
  });

  it('refuses JSON that is not a dashboard', () => {
    expect(parseDashboardFile('[1,2]')).toEqual({ ok: false, error: 'dashboard.invalid-dashboard-file-error' });
    expect(parseDashboardFile('{"name":"device"}')).toEqual({
      ok: false,
      error: 'dashboard.invalid-dashboard-file-error',
    });
    expect(parseDashboardFile('{"title":"A","configuration":"x"}')).toEqual({
      ok: false,
      error: 'dashboard.invalid-dashboard-file-error',
    });
  });

  it('drops the ids of a re-imported export so that a copy is created', () => {
    const result = parseDashboardFile(JSON.stringify(saved));
    expect(result.ok && result.draft).not.toHaveProperty('id');
  });
});
