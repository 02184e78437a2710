import type { Locator, Page } from '@playwright/test';
import { EntityListPage } from './EntityListPage';

/** /devices: the device list with its add wizard and the credentials, assign and connectivity dialogs. */
export class DevicesPage extends EntityListPage {
  readonly credentialsDialog: Locator;
  readonly connectivityDialog: Locator;
  readonly assignDialog: Locator;

  constructor(page: Page) {
    super(page);
    this.credentialsDialog = page.getByRole('dialog', { name: 'Device credentials' });
    this.connectivityDialog = page.getByRole('dialog', { name: 'Check connectivity' });
    this.assignDialog = page.getByRole('dialog', { name: /Assign \d+ device/ });
  }

  async goto(): Promise<void> {
    await this.page.goto('/devices');
  }

  /** Adds a device with the default profile; the server generates its access token. */
  async addDevice(name: string, label?: string): Promise<void> {
    await this.startAdding('Add device');
    await this.field('Name').fill(name);
    if (label) await this.field('Label').fill(label);
    await this.dialog
      .getByRole('combobox', { name: 'Device profile' })
      .and(this.page.locator('[value="default"]'))
      .waitFor();
    await this.confirmAdd();
  }

  async openCredentials(deviceName: string): Promise<void> {
    await this.rowAction(deviceName, 'Manage credentials');
    await this.credentialsDialog.waitFor();
  }

  async chooseCredentialsType(type: 'Access token' | 'X.509 certificate' | 'MQTT basic'): Promise<void> {
    await this.credentialsDialog.getByRole('combobox', { name: 'Credentials type' }).click();
    await this.page.getByRole('option', { name: type, exact: true }).click();
  }

  async saveCredentials(): Promise<void> {
    await this.credentialsDialog.getByRole('button', { name: 'Save' }).click();
  }

  async assignTo(deviceName: string, customerTitle: string): Promise<void> {
    await this.rowAction(deviceName, 'Assign to customer');
    await this.assignDialog.getByRole('combobox', { name: 'Customer' }).fill(customerTitle);
    await this.page.getByRole('option', { name: customerTitle, exact: true }).click();
    await this.assignDialog.getByRole('button', { name: 'Assign' }).click();
  }
}
