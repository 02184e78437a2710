import { expect, type Locator, type Page } from '@playwright/test';

/** An audit logs table: the /auditLogs page's, or an entity's Audit Logs tab; its rows and the details dialog. */
export class AuditLogsTable {
  readonly table: Locator;
  readonly rows: Locator;
  readonly search: Locator;
  readonly detailsDialog: Locator;

  constructor(
    readonly page: Page,
    readonly container: Locator,
  ) {
    this.table = container.getByRole('table', { name: 'Audit Logs' });
    this.rows = container.getByTestId('audit-log-row');
    this.search = container.getByRole('searchbox', { name: 'Search audit logs' });
    this.detailsDialog = page.getByRole('dialog', { name: 'Audit log details' });
  }

  /** Opens the Audit Logs tab of the details panel that holds the table. */
  async openTab(): Promise<void> {
    await this.container.getByRole('tab', { name: 'Audit Logs' }).click();
    await expect(this.table).toBeVisible();
  }

  /** The rows with a cell holding each of these texts exactly (an entity name, a user, an action type). */
  rowsWith(...cellTexts: string[]): Locator {
    return cellTexts.reduce(
      (rows, text) => rows.filter({ has: this.page.getByRole('cell', { name: text, exact: true }) }),
      this.rows,
    );
  }

  async openDetails(row: Locator): Promise<void> {
    await row.getByRole('button', { name: 'Audit log details' }).click();
    await expect(this.detailsDialog).toBeVisible();
  }
}
