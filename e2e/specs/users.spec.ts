import { TENANT_ADMIN } from '../fixtures/accounts';
import { signInWithoutForm } from '../fixtures/session';
import { expect, test, unique } from '../fixtures/test';
import { EntityListPage } from '../pages/EntityListPage';
import { ShellPage } from '../pages/ShellPage';

test.describe('customer users', () => {
  test('a tenant administrator manages the users of a customer', async ({ page, tenantApi }) => {
    const customer = await tenantApi.customers.save({ title: unique('Users customer') });
    await signInWithoutForm(page, TENANT_ADMIN);
    await new ShellPage(page).openMenuEntry('Customers');
    const list = new EntityListPage(page);
    await new ShellPage(page).search(customer.title);
    await expect(list.rows).toHaveCount(1);
    await list.rowAction(customer.title, 'Manage customer users');
    await expect(page).toHaveURL(new RegExp(`/customers/${customer.id.id}/users$`));
    await expect(page.locator('main h2')).toHaveText(`${customer.title}: Customer users`);

    const email = `${unique('bob').replace(' ', '-')}@fleetdeck.test`;
    await list.startAdding('Add user');
    await list.field('Email').fill(email);
    await list.field('Last Name').fill('Builder');
    await list.confirmAdd();
    await page.getByRole('dialog', { name: 'User activation link' }).getByRole('button', { name: 'OK' }).click();
    await expect(list.row(email)).toContainText('Builder');

    await list.row(email).click();
    await list.details.getByRole('tab', { name: 'Account' }).click();
    await list.details.getByRole('button', { name: 'Display activation link' }).click();
    await expect(page.getByTestId('activation-link')).toContainText('activateToken=');
    await page.getByRole('dialog', { name: 'User activation link' }).getByRole('button', { name: 'OK' }).click();
    await list.details.getByRole('button', { name: 'Close' }).click();

    await tenantApi.auth.activate(
      new URL(
        await tenantApi.users.activationLink(
          (await tenantApi.users.customerUsers(customer.id.id, { page: 0, pageSize: 10 })).data[0]?.id.id ?? '',
        ),
      ).searchParams.get('activateToken') ?? '',
      'bob-password',
      false,
    );
    await list.row(email).click();
    await list.details.getByRole('tab', { name: 'Account' }).click();
    await expect(list.details.getByTestId('account-state')).toHaveText('The user account is enabled.');
    // An active account has nothing to activate.
    await expect(list.details.getByRole('button', { name: 'Display activation link' })).toHaveCount(0);
    await expect(list.details.getByRole('button', { name: 'Resend activation' })).toHaveCount(0);
    await expect(list.row(email).getByRole('button', { name: 'Display activation link' })).toHaveCount(0);
    await list.details.getByRole('button', { name: 'Disable user account' }).click();
    await expect(page.getByText('User account was successfully disabled!')).toBeVisible();
    await expect(list.details.getByTestId('account-state')).toHaveText(
      'The user account is disabled: the user cannot sign in.',
    );
    await list.details.getByRole('button', { name: 'Enable user account' }).click();
    await expect(list.details.getByTestId('account-state')).toHaveText('The user account is enabled.');
    await list.details.getByRole('button', { name: 'Close' }).click();

    const csv = await list.exportCsv();
    expect(csv).toContain(email);

    await list.rowAction(email, 'Delete');
    await list.confirm();
    await expect(list.row(email)).toHaveCount(0);
  });

  test('an invalid email is refused before saving', async ({ page, tenantApi }) => {
    const customer = await tenantApi.customers.save({ title: unique('Email check') });
    await signInWithoutForm(page, TENANT_ADMIN, `/customers/${customer.id.id}/users`);
    const list = new EntityListPage(page);
    await list.startAdding('Add user');
    await list.field('Email').fill('not-an-email');
    await list.confirmAdd();
    await expect(list.dialog.getByText('Invalid email format.')).toBeVisible();
  });

  test('a tenant administrator logs in as a customer user', async ({ page, tenantApi }) => {
    const customer = await tenantApi.customers.save({ title: unique('Login as') });
    const email = `${unique('carol').replace(' ', '-')}@fleetdeck.test`;
    await tenantApi.users.save({
      email,
      authority: 'CUSTOMER_USER',
      customerId: customer.id,
      firstName: 'Carol',
      lastName: null,
    });
    await signInWithoutForm(page, TENANT_ADMIN, `/customers/${customer.id.id}/users`);
    const list = new EntityListPage(page);
    await list.rowAction(email, 'Login as user');
    await expect(page).toHaveURL(/\/home$/);
    await expect(page.getByTestId('user-display')).toContainText('Carol');
    await expect(new ShellPage(page).menu.getByRole('link')).toHaveText([
      'Home',
      'Assets',
      'Devices',
      'Entity views',
      'Edge instances',
      'Dashboards',
    ]);
  });
});
