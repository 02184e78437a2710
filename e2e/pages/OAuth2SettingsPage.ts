import type { Locator, Page } from '@playwright/test';

/** /settings/oauth2: the enable switch, the domain groups and their provider registrations. */
export class OAuth2SettingsPage {
  readonly enable: Locator;
  readonly addDomain: Locator;
  readonly save: Locator;

  constructor(readonly page: Page) {
    this.enable = page.getByRole('switch', { name: 'Enable OAuth2 settings' });
    this.addDomain = page.getByRole('button', { name: 'Add domain' });
    this.save = page.getByRole('button', { name: 'Save', exact: true });
  }

  /** The n-th group of domains, mobile applications and providers. */
  domainGroup(index = 0): Locator {
    return this.page.getByRole('group', { name: 'Domains' }).nth(index);
  }

  /** Adds a provider to the group from the platform's template of that name. */
  async addProvider(group: Locator, template: string): Promise<Locator> {
    await group.getByRole('button', { name: 'Add provider' }).click();
    await this.page.getByRole('menuitem', { name: template, exact: true }).click();
    return group.getByRole('group', { name: 'Login provider' }).last();
  }

  async chooseOption(scope: Locator, label: string, option: string): Promise<void> {
    await scope.getByRole('combobox', { name: label }).click();
    await this.page.getByRole('option', { name: option, exact: true }).click();
  }

  field(scope: Locator, label: string): Locator {
    return scope.getByRole('textbox', { name: label, exact: true });
  }

  /** The validation message under a field of the scope. */
  fieldError(scope: Locator, label: string): Locator {
    const field = this.page.getByRole('textbox', { name: label, exact: true });
    return scope.locator('.MuiFormControl-root', { has: field }).locator('.MuiFormHelperText-root');
  }
}
