import type { Locator, Page } from '@playwright/test';

/** The reset-password and create-password screens: a password typed twice. */
export class NewPasswordPage {
  readonly heading: Locator;
  readonly fields: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1 });
    this.fields = page.locator('input[autocomplete="new-password"]');
  }

  async submit(password: string, repeat: string, button: 'Reset password' | 'Create password'): Promise<void> {
    await this.fields.nth(0).fill(password);
    await this.fields.nth(1).fill(repeat);
    await this.page.getByRole('button', { name: button }).click();
  }
}
