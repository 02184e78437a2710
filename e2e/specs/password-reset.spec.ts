import { expect, test, unique } from '../fixtures/test';
import { LoginPage } from '../pages/LoginPage';
import { NewPasswordPage } from '../pages/NewPasswordPage';
import { ShellPage } from '../pages/ShellPage';

test.describe('password reset', () => {
  test('a user resets a forgotten password through the mailed link', async ({ page, mailbox, tenantApi }) => {
    const email = `${unique('reset').replace(' ', '-')}@fleetdeck.test`;
    const customer = await tenantApi.customers.save({ title: unique('Reset customer') });
    const user = await tenantApi.users.save({
      email,
      authority: 'CUSTOMER_USER',
      customerId: customer.id,
      firstName: 'Rita',
      lastName: null,
    });
    const activation = new URL(await tenantApi.users.activationLink(user.id.id));
    await tenantApi.auth.activate(activation.searchParams.get('activateToken') ?? '', 'first-password', false);

    const login = new LoginPage(page);
    await login.goto();
    await login.forgotPassword.click();
    await expect(page).toHaveURL(/\/login\/resetPasswordRequest$/);
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Request password reset' }).click();
    await expect(page.getByText('Reset link has been sent')).toBeVisible();
    await expect(page.getByLabel('Email')).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Request password reset' })).toBeDisabled();

    const link = await mailbox.waitForLink(email, /https?:\/\/[^\s"'<>]*resetPassword\?resetToken=[A-Za-z0-9]+/);
    await page.goto(new URL(link).pathname + new URL(link).search);
    await expect(page).toHaveURL(/\/login\/resetPassword\?resetToken=/);
    await new NewPasswordPage(page).submit('second-password', 'second-password', 'Reset password');
    await expect(page).toHaveURL(/\/home$/);
    await expect(new ShellPage(page).heading).toHaveText('Home');
  });

  test('different passwords show the mismatch message and send nothing', async ({ page }) => {
    let resetCalls = 0;
    page.on('request', (request) => {
      if (request.url().includes('/api/noauth/resetPassword')) resetCalls++;
    });
    await page.goto('/login/resetPassword?resetToken=abc');
    await new NewPasswordPage(page).submit('one-password', 'another-password', 'Reset password');
    await expect(new ShellPage(page).toasts).toContainText('Entered passwords must be same!');
    expect(resetCalls).toBe(0);
  });

  test('an unknown reset token is refused with the server message', async ({ page }) => {
    await page.goto('/login/resetPassword?resetToken=unknown-token');
    await new NewPasswordPage(page).submit('new-password', 'new-password', 'Reset password');
    await expect(new ShellPage(page).toasts).toContainText('Invalid reset token!');
    await expect(page).toHaveURL(/\/login\/resetPassword/);
  });

  test('the expired-password screen says the password has expired', async ({ page }) => {
    await page.goto('/login/resetExpiredPassword?resetToken=abc');
    await expect(page.getByText('Your password has expired! Please create a new password.')).toBeVisible();
  });
});
