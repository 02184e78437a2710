import { SYSADMIN } from '../fixtures/accounts';
import { signInWithoutForm } from '../fixtures/session';
import { expect, test, unique } from '../fixtures/test';
import { EntityListPage } from '../pages/EntityListPage';
import { ShellPage } from '../pages/ShellPage';

test.describe('tenants', () => {
  test.beforeEach(async ({ page }) => {
    await signInWithoutForm(page, SYSADMIN);
    await new ShellPage(page).openMenuEntry('Tenants');
  });

  test('a system administrator adds a tenant with a profile, edits and deletes it', async ({ page, sysadminApi }) => {
    const profileName = unique('Gold');
    await sysadminApi.tenantProfiles.save({ name: profileName });
    const list = new EntityListPage(page);
    const title = unique('Tenant');
    await list.startAdding('Add tenant');
    await list.field('Title').fill(title);
    await expect(list.dialog.getByRole('combobox', { name: 'Tenant profile' })).toHaveValue('Default');
    await list.confirmAdd();
    await expect(list.row(title)).toContainText('Default');

    await list.row(title).click();
    await list.details.getByRole('button', { name: 'Edit' }).click();
    await list.details.getByRole('combobox', { name: 'Tenant profile' }).fill(profileName);
    await page.getByRole('option', { name: profileName }).click();
    await list.details.getByRole('button', { name: 'Apply changes' }).click();
    await expect(page.getByText('Changes saved')).toBeVisible();
    await list.details.getByRole('button', { name: 'Close' }).click();
    await expect(list.row(title)).toContainText(profileName);

    await list.rowAction(title, 'Delete');
    await list.confirm();
    await expect(list.row(title)).toHaveCount(0);
  });

  test('a tenant without a title is not saved', async ({ page }) => {
    const list = new EntityListPage(page);
    await list.startAdding('Add tenant');
    await list.confirmAdd();
    await expect(list.dialog.getByText('Title is required.')).toBeVisible();
  });

  test('tenants are searched, paged and exported', async ({ page, sysadminApi }) => {
    const prefix = unique('Fleet');
    for (let index = 0; index < 11; index++) await sysadminApi.tenants.save({ title: `${prefix} ${index}` });
    const list = new EntityListPage(page);
    await new ShellPage(page).search(prefix);
    await expect(list.rangeLabel).toHaveText('1 – 10 of 11');
    await list.nextPage();
    await expect(list.rows).toHaveCount(1);
    const csv = await list.exportCsv();
    expect(csv.trim().split(/\r\n/)).toHaveLength(12);
  });

  test('tenant admins are managed from the tenant row', async ({ page, sysadminApi }) => {
    const tenant = await sysadminApi.tenants.save({ title: unique('Admins tenant') });
    const list = new EntityListPage(page);
    await new ShellPage(page).search(tenant.title);
    await expect(list.rows).toHaveCount(1);
    await list.rowAction(tenant.title, 'Manage tenant admins');
    await expect(page).toHaveURL(new RegExp(`/tenants/${tenant.id.id}/users$`));
    await expect(new ShellPage(page).heading).toHaveText('Tenant admins');
    const email = `${unique('admin').replace(' ', '-')}@fleetdeck.test`;
    await list.startAdding('Add user');
    await list.field('Email').fill(email);
    await list.confirmAdd();
    const activation = page.getByRole('dialog', { name: 'User activation link' });
    await expect(activation.getByTestId('activation-link')).toContainText('/api/noauth/activate?activateToken=');
    await activation.getByRole('button', { name: 'OK' }).click();
    await expect(list.row(email)).toBeVisible();
  });
});
