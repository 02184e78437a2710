import { SYSADMIN } from '../fixtures/accounts';
import { expect, test } from '../fixtures/test';
import { LoginPage } from '../pages/LoginPage';
import { NewPasswordPage } from '../pages/NewPasswordPage';
import { ShellPage } from '../pages/ShellPage';

test.describe('toasts', () => {
  test('a newer error replaces the one still showing at once', async ({ page }) => {
    const toasts = new ShellPage(page).toasts;
    const form = new NewPasswordPage(page);
    await page.goto('/login/resetPassword?resetToken=unknown-token');
    await form.submit('one-password', 'another-password', 'Reset password');
    await expect(toasts).toHaveText('Entered passwords must be same!');
    await form.submit('new-password', 'new-password', 'Reset password');
    await expect(toasts).toHaveText('Invalid reset token!');
    await expect(toasts).toHaveCount(1);
  });

  test('an error toast stays on its screen when the user moves on', async ({ page }) => {
    const login = new LoginPage(page);
    const toasts = new ShellPage(page).toasts;
    await login.goto();
    await login.signIn({ ...SYSADMIN, password: 'wrong-password' });
    await expect(toasts).toContainText('Invalid username or password');
    await login.forgotPassword.click();
    await expect(page).toHaveURL(/\/login\/resetPasswordRequest$/);
    await expect(toasts).toHaveCount(0);
  });
});
