import { TENANT_ADMIN } from '../fixtures/accounts';
import { signInWithoutForm } from '../fixtures/session';
import { expect, test, unique } from '../fixtures/test';
import { EntityListPage } from '../pages/EntityListPage';
import { NewPasswordPage } from '../pages/NewPasswordPage';
import { ShellPage } from '../pages/ShellPage';

test.describe('account activation', () => {
  test('a new customer user activates the account from the mailed link', async ({
    page,
    browser,
    mailbox,
    tenantApi,
  }) => {
    const customer = await tenantApi.customers.save({ title: unique('Activation customer') });
    const email = `${unique('new-user').replace(' ', '-')}@fleetdeck.test`;

    await signInWithoutForm(page, TENANT_ADMIN, `/customers/${customer.id.id}/users`);
    const list = new EntityListPage(page);
    await list.startAdding('Add user');
    await list.field('Email').fill(email);
    await list.field('First Name').fill('Ada');
    await list.dialog.getByRole('combobox', { name: 'Activation method' }).click();
    await page.getByRole('option', { name: 'Send activation mail' }).click();
    await list.confirmAdd();
    await expect(list.row(email)).toBeVisible();

    const link = await mailbox.waitForLink(email, /https?:\/\/[^\s"'<>]*activate\?activateToken=[A-Za-z0-9]+/);
    const visitor = await browser.newPage({ baseURL: new URL(page.url()).origin });
    await visitor.goto(new URL(link).pathname + new URL(link).search);
    await expect(visitor).toHaveURL(/\/login\/createPassword\?activateToken=/);
    await new NewPasswordPage(visitor).submit('ada-password', 'ada-password', 'Create password');
    await expect(visitor).toHaveURL(/\/home$/);
    await expect(visitor.getByTestId('user-display')).toContainText('Ada');
    await visitor.close();
  });

  test('an unknown activation token is refused with the server message', async ({ page }) => {
    await page.goto('/login/createPassword?activateToken=nope');
    await new NewPasswordPage(page).submit('some-password', 'some-password', 'Create password');
    await expect(new ShellPage(page).toasts).toContainText('Unable to find user credentials by activateToken');
  });
});
