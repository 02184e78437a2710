import { SYSADMIN } from '../fixtures/accounts';
import { signInWithoutForm } from '../fixtures/session';
import { expect, test, unique } from '../fixtures/test';
import { EntityListPage } from '../pages/EntityListPage';
import { ShellPage } from '../pages/ShellPage';

test.describe('tenant profiles', () => {
  test.beforeEach(async ({ page }) => {
    await signInWithoutForm(page, SYSADMIN);
    await new ShellPage(page).openMenuEntry('Tenant profiles');
  });

  test('a profile is added with its limits, edited and deleted', async ({ page, sysadminApi }) => {
    const list = new EntityListPage(page);
    const name = unique('Silver');
    await list.startAdding('Add tenant profile');
    await list.field('Name').fill(name);
    await list.field('Maximum number of devices').fill('25');
    // Fleetdeck's own limit starts at the 20 versions a profile without it keeps
    await expect(list.field('Maximum number of versions kept per dashboard')).toHaveValue('20');
    await list.field('Maximum number of versions kept per dashboard').fill('5');
    await list.field('REST requests per tenant').fill('100:1,2000:60');
    await list.confirmAdd();
    await expect(list.row(name)).toBeVisible();
    const saved = (await sysadminApi.tenantProfiles.list({ page: 0, pageSize: 10, textSearch: name })).data[0];
    expect(saved?.profileData.configuration.maxDevices).toBe(25);
    expect(saved?.profileData.configuration.maxDashboardVersions).toBe(5);
    expect(saved?.profileData.configuration.tenantServerRestLimitsConfiguration).toBe('100:1,2000:60');

    await list.row(name).click();
    await list.details.getByRole('button', { name: 'Edit' }).click();
    await list.details.getByLabel('Maximum number of assets').fill('7');
    await list.details.getByRole('button', { name: 'Apply changes' }).click();
    await expect(page.getByText('Changes saved')).toBeVisible();
    await list.details.getByRole('button', { name: 'Close' }).click();
    const edited = (await sysadminApi.tenantProfiles.list({ page: 0, pageSize: 10, textSearch: name })).data[0];
    expect(edited?.profileData.configuration.maxAssets).toBe(7);

    await list.rowAction(name, 'Delete');
    await list.confirm();
    await expect(list.row(name)).toHaveCount(0);
  });

  test('a negative limit is refused before saving', async ({ page }) => {
    const list = new EntityListPage(page);
    await list.startAdding('Add tenant profile');
    await list.field('Name').fill(unique('Negative'));
    await list.field('Maximum number of users').fill('-1');
    await list.confirmAdd();
    await expect(list.dialog.getByText('Must be 0 or more.')).toBeVisible();
  });

  test('the default profile cannot be deleted and another one can become default', async ({ page, sysadminApi }) => {
    const list = new EntityListPage(page);
    await expect(list.row('Default').getByRole('button', { name: 'Delete' })).toHaveCount(0);
    const name = unique('Next default');
    await sysadminApi.tenantProfiles.save({ name });
    await page.reload();
    await list.rowAction(name, 'Make tenant profile default');
    await expect(list.row(name).getByRole('button', { name: 'Delete' })).toHaveCount(0);
    const defaultProfile = await sysadminApi.tenantProfiles.defaultInfo();
    expect(defaultProfile.name).toBe(name);
    await sysadminApi.tenantProfiles.setDefault(
      (await sysadminApi.tenantProfiles.list({ page: 0, pageSize: 10, textSearch: 'Default' })).data.find(
        (profile) => profile.name === 'Default',
      )?.id.id ?? '',
    );
  });

  test('profiles are searched and exported', async ({ page, sysadminApi }) => {
    const prefix = unique('Bronze');
    await sysadminApi.tenantProfiles.save({ name: `${prefix} a` });
    await sysadminApi.tenantProfiles.save({ name: `${prefix} b` });
    const list = new EntityListPage(page);
    await new ShellPage(page).search(prefix);
    await expect(list.rows).toHaveCount(2);
    const csv = await list.exportCsv();
    expect(csv).toContain(`${prefix} a`);
    expect(csv.trim().split(/\r\n/)).toHaveLength(3);
  });
});
