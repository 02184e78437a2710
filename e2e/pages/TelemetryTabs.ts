import type { Locator, Page } from '@playwright/test';

/** The Attributes and Latest telemetry tabs of an entity's details panel, and the dialogs they open. */
export class TelemetryTabs {
  readonly details: Locator;
  /** the add attribute and edit value dialog */
  readonly dialog: Locator;
  readonly chart: Locator;

  constructor(readonly page: Page) {
    this.details = page.getByRole('region', { name: /details/ });
    this.dialog = page.getByRole('dialog', { name: /^(Add attribute|Edit value)/ });
    this.chart = page.getByRole('dialog', { name: /^Telemetry of/ });
  }

  async openLatestTelemetry(): Promise<void> {
    await this.details.getByRole('tab', { name: 'Latest telemetry' }).click();
  }

  async openAttributes(scope?: 'Client attributes' | 'Shared attributes' | 'Server attributes'): Promise<void> {
    await this.details.getByRole('tab', { name: 'Attributes' }).click();
    if (scope) {
      await this.details.getByRole('combobox', { name: 'Entity attributes scope' }).click();
      await this.page.getByRole('option', { name: scope }).click();
    }
  }

  /** The row of one key in the visible tab's table. */
  row(key: string): Locator {
    return this.details.locator(`tbody tr[data-key="${key}"]`);
  }

  async startAddingAttribute(key: string): Promise<void> {
    await this.details.getByRole('button', { name: 'Add attribute' }).click();
    await this.dialog.getByLabel(/^Key/).fill(key);
  }

  async chooseValueType(type: 'String' | 'Integer' | 'Double' | 'Boolean' | 'JSON'): Promise<void> {
    await this.dialog.getByRole('combobox', { name: 'Value type' }).click();
    await this.page.getByRole('option', { name: type, exact: true }).click();
  }
}
