import type { Locator, Page } from '@playwright/test';
import type { Account } from '../fixtures/accounts';

export class LoginPage {
  readonly username: Locator;
  readonly password: Locator;
  readonly submit: Locator;
  readonly forgotPassword: Locator;

  constructor(readonly page: Page) {
    this.username = page.getByLabel('Username (email)');
    this.password = page.getByLabel('Password', { exact: false }).first();
    this.submit = page.getByRole('button', { name: 'Login', exact: true });
    this.forgotPassword = page.getByRole('link', { name: 'Forgot Password?' });
  }

  async goto(): Promise<void> {
    await this.page.goto('/login');
  }

  async signIn(account: Account): Promise<void> {
    await this.username.fill(account.username);
    await this.password.fill(account.password);
    await this.submit.click();
  }

  /** Signs in from the sign-in page and waits until the home shell shows. */
  async signInAndWait(account: Account): Promise<void> {
    await this.goto();
    await this.signIn(account);
    await this.page
      .getByTestId('side-menu')
      .or(this.page.getByRole('button', { name: 'Menu', exact: true }))
      .first()
      .waitFor();
  }
}
