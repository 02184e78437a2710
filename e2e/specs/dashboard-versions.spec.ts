import type { Api } from '@fleetdeck/client';
import type { Dashboard, DashboardConfiguration } from '@fleetdeck/model';
import type { Page } from '@playwright/test';
import { TENANT_ADMIN } from '../fixtures/accounts';
import { signInWithoutForm } from '../fixtures/session';
import { expect, test, unique } from '../fixtures/test';
import { DashboardPage } from '../pages/DashboardPage';
import { DashboardsListPage } from '../pages/DashboardsListPage';
import { ShellPage } from '../pages/ShellPage';
import { VersionHistoryTab } from '../pages/VersionHistoryTab';

/** A dashboard that shows its title in its toolbar; the second save adds a widget. */
function configuration(widgets: DashboardConfiguration['widgets']): DashboardConfiguration {
  return {
    description: '',
    widgets,
    states: { default: { name: 'Plant', root: true, layouts: { main: { widgets: {}, gridSettings: {} } } } },
    entityAliases: {},
    filters: {},
    timewindow: { realtime: { timewindowMs: 60000 } },
    settings: { stateControllerId: 'entity', showTitle: true },
  } as DashboardConfiguration;
}

const HUMIDITY_WIDGET = { id: 'humidity', typeFullFqn: 'system.cards.value_card', config: { title: 'Humidity' } };

/** A dashboard saved twice through the API, with another title and a widget the second time. */
async function savedTwice(api: Api): Promise<{ first: string; second: string; dashboard: Dashboard }> {
  const first = unique('Plant');
  const second = unique('Plant renamed');
  const created = await api.dashboards.save({ title: first, configuration: configuration({}) });
  const dashboard = await api.dashboards.save({
    ...created,
    title: second,
    configuration: configuration({ humidity: HUMIDITY_WIDGET } as unknown as DashboardConfiguration['widgets']),
  });
  return { first, second, dashboard };
}

async function openVersionHistory(page: Page, dashboardId: string): Promise<VersionHistoryTab> {
  await signInWithoutForm(page, TENANT_ADMIN, '/dashboards');
  await page.goto(`/dashboards?details=${dashboardId}`);
  const versions = new VersionHistoryTab(page, new DashboardsListPage(page).details);
  await versions.open();
  return versions;
}

test.describe('dashboard version history', () => {
  test('compares two versions side by side and restores the first', async ({ page, tenantApi }) => {
    const { first, second, dashboard } = await savedTwice(tenantApi);
    const versions = await openVersionHistory(page, dashboard.id.id);
    await expect(versions.rows).toHaveCount(2);
    await expect(versions.rows.first()).toContainText(second);
    await expect(versions.row(1)).toContainText(first);
    await expect(versions.row(1)).toContainText(TENANT_ADMIN.username);

    await versions.compare(2, 1);
    await expect(versions.compareDialog).toHaveAccessibleName('Version 1 and version 2');
    await expect(versions.changedLines('left').filter({ hasText: `"title": "${first}"` })).toHaveCount(1);
    await expect(versions.changedLines('right').filter({ hasText: `"title": "${second}"` })).toHaveCount(1);
    await expect(versions.changedLines('right').filter({ hasText: '"title": "Humidity"' })).toHaveCount(1);
    await versions.compareDialog.getByRole('button', { name: 'Close' }).click();
    await expect(versions.compareDialog).toBeHidden();

    await versions.restore(1);
    await expect(versions.rows).toHaveCount(3);
    await expect(versions.row(3)).toContainText(first);
    await expect(new DashboardsListPage(page).detailsTitle).toHaveText(first);

    const opened = new DashboardPage(page);
    await opened.goto(dashboard.id.id);
    await expect(opened.toolbar.getByRole('heading', { name: first })).toBeVisible();
  });

  test('restoring a version dropped meanwhile shows the server message and changes nothing', async ({
    page,
    tenantApi,
  }) => {
    const { second, dashboard } = await savedTwice(tenantApi);
    const versions = await openVersionHistory(page, dashboard.id.id);
    await expect(versions.rows).toHaveCount(2);
    const [, firstVersion] = (
      await tenantApi.dashboards.versions(dashboard.id.id, {
        page: 0,
        pageSize: 10,
        sortOrder: { property: 'version', direction: 'DESC' },
      })
    ).data;

    // Twenty more saves push version 1 out of the twenty a tenant profile keeps by default.
    let current = await tenantApi.dashboards.get(dashboard.id.id);
    for (let save = 0; save < 20; save++) current = await tenantApi.dashboards.save(current);

    await versions.restore(1);
    await expect(new ShellPage(page).toasts).toContainText(
      `Dashboard version with id [${firstVersion?.id}] is not found`,
    );
    await expect(versions.confirmDialog).toBeHidden();
    const after = await tenantApi.dashboards.get(dashboard.id.id);
    expect(after.title).toBe(second);
    const kept = await tenantApi.dashboards.versions(dashboard.id.id, { page: 0, pageSize: 50 });
    expect(kept.totalElements).toBe(20);
    expect(Math.max(...kept.data.map((version) => version.version))).toBe(22);
  });
});
