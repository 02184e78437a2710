import type { Locator, Page } from '@playwright/test';
import { pickOption } from '../fixtures/pick-option';
import { SystemSettingsPage } from './SystemSettingsPage';

/** /settings/sms-provider: the provider type, its fields, and the Send test SMS dialog. */
export class SmsProviderPage extends SystemSettingsPage {
  readonly providerType: Locator;
  readonly sendTestSms: Locator;
  readonly testDialog: Locator;

  constructor(page: Page) {
    super(page);
    this.providerType = page.getByRole('combobox', { name: 'SMS provider type' });
    this.sendTestSms = page.getByRole('button', { name: 'Send test SMS' });
    this.testDialog = page.getByRole('dialog', { name: 'Send test SMS' });
  }

  async chooseType(label: string): Promise<void> {
    await pickOption(this.page, this.providerType, label);
  }

  password(): Locator {
    return this.page.getByLabel('Password', { exact: false }).first();
  }

  /** Opens the dialog, sends the message to the number, and leaves the dialog to the test. */
  async sendTest(number: string): Promise<void> {
    await this.sendTestSms.click();
    await this.testDialog.getByRole('textbox', { name: 'Phone Number To' }).fill(number);
    await this.testDialog.getByRole('button', { name: 'Send test SMS' }).click();
  }
}
