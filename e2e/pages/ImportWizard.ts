import type { Locator, Page } from '@playwright/test';

/** The CSV import wizard of devices, assets and edges. */
export class ImportWizard {
  readonly dialog: Locator;
  readonly result: Locator;
  readonly progressBar: Locator;
  /** the lines imported so far and in all, `done / total` */
  readonly progress: Locator;

  constructor(
    readonly page: Page,
    title: string,
  ) {
    this.dialog = page.getByRole('dialog', { name: title });
    this.result = this.dialog.getByTestId('import-result');
    this.progressBar = this.dialog.getByRole('progressbar');
    this.progress = this.dialog.getByTestId('import-progress');
  }

  /** Chooses the CSV text as a file and keeps the default delimiter, header and update options. */
  async chooseFile(fileName: string, csv: string): Promise<void> {
    await this.dialog.locator('input[type=file]').setInputFiles({
      name: fileName,
      mimeType: 'text/csv',
      buffer: Buffer.from(csv, 'utf8'),
    });
    await this.continue();
  }

  async continue(): Promise<void> {
    await this.dialog.getByRole('button', { name: 'Continue' }).click();
  }

  async setColumnType(column: number, type: string): Promise<void> {
    await this.dialog.getByRole('combobox', { name: `Column type ${column}` }).click();
    await this.page.getByRole('option', { name: type, exact: true }).click();
  }

  async startImport(): Promise<void> {
    await this.dialog.getByRole('button', { name: 'Import', exact: true }).click();
  }
}
