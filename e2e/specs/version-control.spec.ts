import type { DashboardConfiguration } from '@fleetdeck/model';
import { TENANT_ADMIN } from '../fixtures/accounts';
import { signInWithoutForm } from '../fixtures/session';
import { expect, test, unique } from '../fixtures/test';
import { DashboardsListPage } from '../pages/DashboardsListPage';
import { RepositorySettingsPage } from '../pages/RepositorySettingsPage';
import { ShellPage } from '../pages/ShellPage';
import { VersionControlTab } from '../pages/VersionControlTab';

test.describe('version control', () => {
  test.afterEach(async ({ tenantApi }) => {
    // The demo tenant is shared by the worker's tests: leave it without a repository.
    await tenantApi.versionControl.deleteRepositorySettings();
  });

  test('keeps a version of a dashboard in git, shows what changed and restores it', async ({
    page,
    tenantApi,
    gitServer,
  }) => {
    // Two pushes and two fetches through a real git server, besides the pages.
    test.slow();
    const url = gitServer.createRepository(unique('config').replace(' ', '-'));
    await signInWithoutForm(page, TENANT_ADMIN, '/settings/repository');
    const settings = new RepositorySettingsPage(page);
    await settings.fill({ url, username: gitServer.username, password: gitServer.password });
    await settings.save();
    await expect(new ShellPage(page).toasts.filter({ hasText: 'Settings saved.' })).toBeVisible();

    const title = unique('Boiler room');
    const dashboard = await tenantApi.dashboards.save({
      title,
      configuration: {
        description: 'Heating',
        widgets: {},
        states: {},
        entityAliases: {},
        filters: {},
        timewindow: {},
        settings: {},
      } as DashboardConfiguration,
    });
    await signInWithoutForm(page, TENANT_ADMIN, '/dashboards');
    await page.goto(`/dashboards?details=${dashboard.id.id}`);
    const list = new DashboardsListPage(page);
    const versions = new VersionControlTab(page, list.details);
    await versions.open();
    await versions.createVersion('Before the heating season');
    await expect(versions.row('Before the heating season')).toBeVisible();

    const changed = `${title} renamed`;
    await tenantApi.dashboards.save({ ...(await tenantApi.dashboards.get(dashboard.id.id)), title: changed });
    await versions.compare('Before the heating season');
    await expect(versions.changedLines('version').filter({ hasText: `"title": "${title}"` })).toHaveCount(1);
    await expect(versions.changedLines('current').filter({ hasText: `"title": "${changed}"` })).toHaveCount(1);
    await versions.compareDialog.getByRole('button', { name: 'Close' }).click();

    await versions.restore('Before the heating season');
    await expect(new ShellPage(page).toasts.filter({ hasText: 'Version restored' })).toBeVisible();
    await expect(list.detailsTitle).toHaveText(title);
    expect((await tenantApi.dashboards.get(dashboard.id.id)).title).toBe(title);
  });

  test('a wrong password shows the repository’s refusal and stores nothing', async ({ page, tenantApi, gitServer }) => {
    const url = gitServer.createRepository(unique('refused').replace(' ', '-'));
    await signInWithoutForm(page, TENANT_ADMIN, '/settings/repository');
    const settings = new RepositorySettingsPage(page);
    await settings.fill({ url, username: gitServer.username, password: 'not the password' });
    await settings.save();
    await expect(
      new ShellPage(page).toasts.filter({
        hasText: 'Authentication failed: the repository refused the username and password',
      }),
    ).toBeVisible();
    expect(await tenantApi.versionControl.repositorySettingsExists()).toBe(false);
  });
});
