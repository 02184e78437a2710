import type { Locator, Page } from '@playwright/test';
import { EntityListPage } from './EntityListPage';

export interface EntityViewInput {
  name: string;
  type: string;
  deviceName: string;
  timeseries: string[];
  sharedAttributes: string[];
}

/** /entityViews: the list and the entity view form with its target picker and key lists. */
export class EntityViewsPage extends EntityListPage {
  constructor(page: Page) {
    super(page);
  }

  async add(view: EntityViewInput): Promise<void> {
    await this.startAdding('Add entity view');
    await this.field('Name').fill(view.name);
    await this.dialog.getByRole('combobox', { name: 'Entity View type' }).fill(view.type);
    await this.dialog.getByRole('combobox', { name: 'Device' }).fill(view.deviceName);
    await this.page.getByRole('option', { name: view.deviceName }).click();
    await this.addKeys('Timeseries', view.timeseries);
    await this.addKeys('Shared attributes', view.sharedAttributes);
    await this.confirmAdd();
  }

  /** Opens the add dialog with a device picked as the target, leaving the key lists empty. */
  async startWithDevice(deviceName: string): Promise<void> {
    await this.startAdding('Add entity view');
    await this.dialog.getByRole('combobox', { name: 'Device' }).fill(deviceName);
    await this.page.getByRole('option', { name: deviceName }).click();
  }

  /** The key suggestions a key list offers once its field is opened. */
  async suggestedKeys(label: string): Promise<Locator> {
    const input = this.dialog.getByRole('combobox', { name: label });
    await input.click();
    return this.page.getByRole('listbox').getByRole('option');
  }

  private async addKeys(label: string, keys: string[]): Promise<void> {
    const input = this.dialog.getByRole('combobox', { name: label });
    for (const key of keys) {
      await input.fill(key);
      await input.press('Enter');
    }
  }
}
