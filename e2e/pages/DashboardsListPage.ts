import { expect, type Locator, type Page } from '@playwright/test';
import { EntityListPage } from './EntityListPage';

/** /dashboards: the generic list with import, public link and export. */
export class DashboardsListPage extends EntityListPage {
  readonly importError: Locator;

  constructor(page: Page) {
    super(page);
    this.importError = this.dialog.getByRole('alert');
  }

  async goto(): Promise<void> {
    await this.page.goto('/dashboards');
  }

  async openImport(): Promise<void> {
    await this.page.getByRole('button', { name: 'Import dashboard' }).click();
  }

  /** Chooses the file in the open import dialog; confirmImport then creates the dashboard. */
  async chooseImportFile(name: string, content: string): Promise<void> {
    await this.dialog
      .locator('input[type="file"]')
      .setInputFiles({ name, mimeType: 'application/json', buffer: Buffer.from(content, 'utf8') });
  }

  async confirmImport(): Promise<void> {
    await this.dialog.getByRole('button', { name: 'Import', exact: true }).click();
  }

  /** Imports an exported dashboard file through the dialog and waits until the dialog closed. */
  async importDashboard(fileName: string, content: string): Promise<void> {
    await this.openImport();
    await this.chooseImportFile(fileName, content);
    await this.confirmImport();
    await expect(this.dialog).toBeHidden();
  }
}
