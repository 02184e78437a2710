import type { Locator, Page } from '@playwright/test';

/** The Alarms tab of an entity's details panel, its bulk actions, confirm and details dialogs. */
export class AlarmsTab {
  readonly rows: Locator;
  readonly bulkActions: Locator;
  readonly confirmDialog: Locator;
  readonly detailsDialog: Locator;

  constructor(
    readonly page: Page,
    readonly details: Locator,
  ) {
    this.rows = details.getByTestId('alarm-row');
    this.bulkActions = details.getByTestId('alarms-bulk-actions');
    this.confirmDialog = page.getByRole('dialog', { name: /^(Acknowledge|Clear) \d+ alarm/ });
    this.detailsDialog = page.getByRole('dialog', { name: 'Alarm details' });
  }

  async open(): Promise<void> {
    await this.details.getByRole('tab', { name: 'Alarms' }).click();
  }

  /** The row of the alarm of a type. */
  row(type: string): Locator {
    return this.rows.filter({ hasText: type });
  }

  async rowAction(type: string, action: 'Acknowledge' | 'Clear' | 'Details'): Promise<void> {
    await this.row(type).getByRole('button', { name: action }).click();
  }

  async select(type: string): Promise<void> {
    await this.row(type).getByRole('checkbox', { name: 'Select alarm' }).check();
  }

  /** Runs a bulk action on the selected alarms up to its confirm dialog. */
  async askBulk(action: 'Acknowledge' | 'Clear'): Promise<void> {
    await this.bulkActions.getByRole('button', { name: action }).click();
    await this.confirmDialog.waitFor();
  }

  async chooseSeverity(severity: string): Promise<void> {
    await this.details.getByRole('combobox', { name: 'Severity' }).click();
    await this.page.getByRole('option', { name: severity, exact: true }).click();
  }
}
