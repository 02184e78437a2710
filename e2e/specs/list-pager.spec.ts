import { TENANT_ADMIN } from '../fixtures/accounts';
import { signInWithoutForm } from '../fixtures/session';
import { expect, test, unique } from '../fixtures/test';
import { EntityListPage } from '../pages/EntityListPage';

test.describe('list pager from the URL', () => {
  let prefix: string;

  test.beforeEach(async ({ page, tenantApi }) => {
    prefix = unique('Pager');
    for (let index = 0; index < 12; index++)
      await tenantApi.customers.save({ title: `${prefix} ${String(index).padStart(2, '0')}` });
    await signInWithoutForm(page, TENANT_ADMIN);
  });

  test('a page size the pager does not offer snaps to the nearest offered one', async ({ page }) => {
    const list = new EntityListPage(page);
    await page.goto(`/customers?textSearch=${encodeURIComponent(prefix)}&pageSize=5`);
    await expect(list.pageSizeSelect).toHaveText('10');
    await expect(list.rangeLabel).toHaveText('1 – 10 of 12');
    await expect(list.rows).toHaveCount(10);
  });

  test('a page past the end shows the last page', async ({ page }) => {
    const list = new EntityListPage(page);
    await page.goto(`/customers?textSearch=${encodeURIComponent(prefix)}&page=99`);
    await expect(list.rangeLabel).toHaveText('11 – 12 of 12');
    await expect(list.rows).toHaveCount(2);
    await expect(page).toHaveURL(/[?&]page=1(&|$)/);
    await expect(page.getByText('No customers found')).toHaveCount(0);
  });
});
