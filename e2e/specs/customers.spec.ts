import { TENANT_ADMIN } from '../fixtures/accounts';
import { signInWithoutForm } from '../fixtures/session';
import { expect, test, unique } from '../fixtures/test';
import { EntityListPage } from '../pages/EntityListPage';
import { ShellPage } from '../pages/ShellPage';

test.describe('customers', () => {
  test.beforeEach(async ({ page }) => {
    await signInWithoutForm(page, TENANT_ADMIN);
    await new ShellPage(page).openMenuEntry('Customers');
  });

  test('a tenant administrator adds, edits and deletes a customer', async ({ page }) => {
    const list = new EntityListPage(page);
    const title = unique('Acme');
    await list.startAdding('Add customer');
    await list.field('Title').fill(title);
    await list.dialog.getByRole('combobox', { name: 'Country' }).fill('Germany');
    await page.getByRole('option', { name: /Germany/ }).click();
    await list.field('Zip / Postal Code').fill('10115');
    await list.field('City').fill('Berlin');
    await list.confirmAdd();
    await expect(list.row(title)).toContainText('Berlin');

    await list.row(title).click();
    await expect(list.details.getByTestId('details-title')).toHaveText(title);
    await list.details.getByRole('button', { name: 'Edit' }).click();
    await list.details.getByLabel('City').fill('Hamburg');
    await list.details.getByRole('button', { name: 'Apply changes' }).click();
    await expect(list.details.getByLabel('City')).toBeDisabled();
    await list.details.getByRole('button', { name: 'Close' }).click();
    await expect(list.row(title)).toContainText('Hamburg');

    await list.rowAction(title, 'Delete');
    await expect(page.getByRole('dialog')).toContainText(`Are you sure you want to delete the customer '${title}'?`);
    await list.confirm();
    await expect(list.row(title)).toHaveCount(0);
  });

  test('a postal code that does not fit the country is refused before saving', async ({ page }) => {
    const list = new EntityListPage(page);
    await list.startAdding('Add customer');
    await list.field('Title').fill(unique('Zip check'));
    await list.dialog.getByRole('combobox', { name: 'Country' }).fill('Germany');
    await page.getByRole('option', { name: /Germany/ }).click();
    await list.field('Zip / Postal Code').fill('123');
    await list.confirmAdd();
    await expect(list.dialog.getByText('Invalid Zip / Postal Code format.')).toBeVisible();
  });

  test('a duplicate title shows the server message', async ({ page }) => {
    const list = new EntityListPage(page);
    await list.startAdding('Add customer');
    await list.field('Title').fill('Customer A');
    await list.confirmAdd();
    await expect(new ShellPage(page).toasts).toContainText('Customer with such title already exists!');
    await expect(list.dialog).toBeVisible();
  });

  test('customers are paged, searched and exported as CSV', async ({ page, tenantApi }) => {
    const prefix = unique('Paged');
    for (let index = 0; index < 12; index++)
      await tenantApi.customers.save({ title: `${prefix} ${String(index).padStart(2, '0')}` });
    await page.reload();
    const list = new EntityListPage(page);
    const shell = new ShellPage(page);
    await shell.search(prefix);
    await expect(list.rangeLabel).toHaveText('1 – 10 of 12');
    await expect(page).toHaveURL(/textSearch=/);
    await list.nextPage();
    await expect(list.rows).toHaveCount(2);
    await list.setPageSize(20);
    await expect(list.rows).toHaveCount(12);
    await expect(page).toHaveURL(/pageSize=20/);

    const csv = await list.exportCsv();
    const lines = csv
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r\n/);
    expect(lines[0]).toBe('Created time,Title,Email,Country,City');
    expect(lines).toHaveLength(13);
    expect(csv).toContain(`${prefix} 11`);

    await page.getByRole('button', { name: 'Close', exact: true }).click();
    await expect(list.rangeLabel).not.toHaveText('1 – 12 of 12');
  });

  test('selected customers are deleted together', async ({ page, tenantApi }) => {
    const prefix = unique('Bulk');
    for (let index = 0; index < 3; index++) await tenantApi.customers.save({ title: `${prefix} ${index}` });
    const list = new EntityListPage(page);
    await new ShellPage(page).search(prefix);
    await expect(list.rows).toHaveCount(3);
    await page.getByRole('checkbox', { name: 'Select all' }).check();
    await expect(page.getByText('3 selected')).toBeVisible();
    await page.getByRole('button', { name: 'Delete selected' }).click();
    await expect(page.getByRole('dialog')).toContainText('Are you sure you want to delete 3 customers?');
    await list.confirm();
    await expect(page.getByText('No customers found')).toBeVisible();
  });
});
