import type { Locator, Page } from '@playwright/test';

/** The generic entity table and its dialogs and details drawer. */
export class EntityListPage {
  readonly rows: Locator;
  readonly dialog: Locator;
  readonly details: Locator;
  readonly rangeLabel: Locator;
  readonly detailsTitle: Locator;
  readonly detailsError: Locator;
  readonly pageSizeSelect: Locator;

  constructor(readonly page: Page) {
    // A table row on wider screens, a card on phones.
    this.rows = page.locator('main tbody tr, main [data-testid="entity-card"]');
    this.dialog = page.getByRole('dialog');
    this.details = page.getByRole('region', { name: /details/ });
    this.rangeLabel = page.locator('.MuiTablePagination-displayedRows');
    this.detailsTitle = this.details.getByTestId('details-title');
    this.detailsError = this.details.getByTestId('details-error');
    this.pageSizeSelect = page.getByRole('combobox', { name: /Items per page/ });
  }

  row(text: string): Locator {
    return this.rows.filter({ hasText: text });
  }

  async closeDetails(): Promise<void> {
    await this.details.getByRole('button', { name: 'Close' }).click();
  }

  async startAdding(label: string): Promise<void> {
    await this.page.getByRole('button', { name: label }).click();
  }

  field(label: string | RegExp): Locator {
    return this.dialog.getByLabel(label).first();
  }

  async confirmAdd(): Promise<void> {
    await this.dialog.getByRole('button', { name: 'Add', exact: true }).click();
  }

  async rowAction(rowText: string, action: string): Promise<void> {
    await this.row(rowText).getByRole('button', { name: action }).click();
  }

  /** The folded actions of a row, as narrow screens show them: opens its menu. */
  async openMoreActions(row: Locator): Promise<Locator> {
    await row.getByRole('button', { name: 'More actions' }).click();
    return this.page.getByRole('menu');
  }

  async confirm(): Promise<void> {
    await this.page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  }

  async exportCsv(): Promise<string> {
    const downloading = this.page.waitForEvent('download');
    await this.page.getByRole('button', { name: 'Export to CSV' }).click();
    const download = await downloading;
    const stream = await download.createReadStream();
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks).toString('utf8');
  }

  async setPageSize(size: number): Promise<void> {
    await this.pageSizeSelect.click();
    await this.page.getByRole('option', { name: String(size), exact: true }).click();
  }

  async nextPage(): Promise<void> {
    await this.page.getByRole('button', { name: 'Go to next page' }).click();
  }
}
