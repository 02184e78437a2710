import { expect, type Locator, type Page } from '@playwright/test';
import { EntityListPage } from './EntityListPage';

/** A downloaded file's name and text. */
export interface DownloadedFile {
  fileName: string;
  text: string;
}

/** /widgets-bundles: the generic list of bundles with import and export, and a bundle's page of widget type cards. */
export class WidgetsLibraryPage extends EntityListPage {
  readonly importError: Locator;
  readonly cards: Locator;
  readonly bundleTitle: Locator;

  constructor(page: Page) {
    super(page);
    this.importError = this.dialog.getByRole('alert');
    this.cards = page.getByTestId('widget-type-card');
    this.bundleTitle = page.getByRole('main').getByRole('heading', { level: 2 });
  }

  async goto(): Promise<void> {
    await this.page.goto('/widgets-bundles');
  }

  card(name: string): Locator {
    return this.cards.filter({ has: this.page.getByRole('heading', { name, exact: true }) });
  }

  async add(title: string, description: string): Promise<void> {
    await this.startAdding('Add widgets bundle');
    await this.field('Title').fill(title);
    await this.field('Description').fill(description);
    await this.confirmAdd();
    await expect(this.dialog).toBeHidden();
  }

  /** Opens a bundle's widget types from its row and waits for its page. */
  async openBundle(title: string): Promise<void> {
    await this.rowAction(title, 'Open widgets bundle');
    await this.page.waitForURL(/\/widgets-bundles\/[^/]+\/widgetTypes$/);
    await expect(this.bundleTitle).toHaveText(title);
  }

  private async download(start: () => Promise<void>): Promise<DownloadedFile> {
    const downloading = this.page.waitForEvent('download');
    await start();
    const download = await downloading;
    const stream = await download.createReadStream();
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    return { fileName: download.suggestedFilename(), text: Buffer.concat(chunks).toString('utf8') };
  }

  exportBundle(title: string): Promise<DownloadedFile> {
    return this.download(() => this.rowAction(title, 'Export widgets bundle'));
  }

  exportWidgetType(name: string): Promise<DownloadedFile> {
    return this.download(() => this.card(name).getByRole('button', { name: 'Export widget' }).click());
  }

  async openImport(label: 'Import widgets bundle' | 'Import widget'): Promise<void> {
    await this.page.getByRole('button', { name: label }).click();
  }

  async chooseImportFile(name: string, content: string): Promise<void> {
    await this.dialog
      .locator('input[type="file"]')
      .setInputFiles({ name, mimeType: 'application/json', buffer: Buffer.from(content, 'utf8') });
  }

  async confirmImport(): Promise<void> {
    await this.dialog.getByRole('button', { name: 'Import', exact: true }).click();
  }
}
