import { TENANT_ADMIN } from '../fixtures/accounts';
import { signInWithoutForm } from '../fixtures/session';
import { expect, test, unique } from '../fixtures/test';
import { EntityListPage } from '../pages/EntityListPage';
import { ShellPage } from '../pages/ShellPage';

test.describe('unsaved changes', () => {
  let title: string;

  test.beforeEach(async ({ page, tenantApi }) => {
    title = unique('Unsaved');
    await tenantApi.customers.save({ title, city: 'Berlin' });
    await signInWithoutForm(page, TENANT_ADMIN);
    await new ShellPage(page).openMenuEntry('Customers');
    const list = new EntityListPage(page);
    await new ShellPage(page).search(title);
    await list.row(title).click();
    await list.details.getByRole('button', { name: 'Edit' }).click();
    await list.details.getByLabel('City').fill('Hamburg');
  });

  test('closing the details with an edit asks first, and No keeps the edit', async ({ page, tenantApi }) => {
    const list = new EntityListPage(page);
    const confirm = page.getByRole('dialog', { name: 'Unsaved changes' });
    await list.closeDetails();
    await expect(confirm).toContainText('You have unsaved changes. Are you sure you want to leave this page?');
    await confirm.getByRole('button', { name: 'No' }).click();
    await expect(list.details.getByLabel('City')).toHaveValue('Hamburg');

    await list.closeDetails();
    await confirm.getByRole('button', { name: 'Yes' }).click();
    await expect(list.details).toBeHidden();
    const stored = (await tenantApi.customers.list({ page: 0, pageSize: 10, textSearch: title })).data[0];
    expect(stored?.city).toBe('Berlin');
  });

  test('the add dialog asks before Escape drops what was typed', async ({ page }) => {
    const list = new EntityListPage(page);
    await list.closeDetails();
    await page.getByRole('dialog', { name: 'Unsaved changes' }).getByRole('button', { name: 'Yes' }).click();
    await list.startAdding('Add customer');
    await list.field('Title').fill('Half typed');
    await page.keyboard.press('Escape');
    const confirm = page.getByRole('dialog', { name: 'Unsaved changes' });
    await confirm.getByRole('button', { name: 'No' }).click();
    await expect(list.field('Title')).toHaveValue('Half typed');
    await page.keyboard.press('Escape');
    await confirm.getByRole('button', { name: 'Yes' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});
