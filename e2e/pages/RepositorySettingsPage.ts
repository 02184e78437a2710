import type { Locator, Page } from '@playwright/test';

/** /settings/repository: the tenant's git repository and its sign-in. */
export class RepositorySettingsPage {
  readonly form: Locator;

  constructor(readonly page: Page) {
    this.form = page.getByRole('form', { name: 'Repository settings' });
  }

  async goto(): Promise<void> {
    await this.page.goto('/settings/repository');
  }

  async fill(settings: { url: string; username: string; password: string }): Promise<void> {
    await this.form.getByLabel('Repository URL').fill(settings.url);
    await this.form.getByLabel('Username').fill(settings.username);
    await this.form.getByLabel('Password').fill(settings.password);
  }

  async save(): Promise<void> {
    await this.form.getByRole('button', { name: 'Save' }).click();
  }
}
