import type { Locator, Page } from '@playwright/test';

/** The system administrator's settings pages under /settings: one form per page, found by its heading. */
export class SystemSettingsPage {
  readonly save: Locator;
  readonly sendTestMail: Locator;
  /** the help-page button beside the page's heading */
  readonly helpLink: Locator;

  constructor(readonly page: Page) {
    this.save = page.getByRole('button', { name: 'Save', exact: true });
    this.sendTestMail = page.getByRole('button', { name: 'Send test mail' });
    this.helpLink = page.getByRole('link', { name: 'Go to help page' });
  }

  field(label: string): Locator {
    return this.page.getByRole('textbox', { name: label, exact: false });
  }

  checkbox(label: string): Locator {
    return this.page.getByRole('checkbox', { name: label });
  }

  /** The validation message under a field, found through the field's description. */
  fieldError(label: string): Locator {
    return this.page.locator('.MuiFormControl-root', { has: this.field(label) }).locator('.MuiFormHelperText-root');
  }
}
