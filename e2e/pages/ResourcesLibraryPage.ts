import type { Locator, Page } from '@playwright/test';
import { EntityListPage } from './EntityListPage';

export interface ResourceUpload {
  title: string;
  type?: string;
  fileName: string;
  content: Buffer;
}

/** /settings/resources-library: the list with its type filter, the upload dialog and the download action. */
export class ResourcesLibraryPage extends EntityListPage {
  readonly typeFilter: Locator;

  constructor(page: Page) {
    super(page);
    this.typeFilter = page.getByRole('main').getByRole('combobox', { name: 'Resource type' });
  }

  /** Fills the upload dialog and presses Add; the dialog stays open when the form refuses. */
  async upload(upload: ResourceUpload): Promise<void> {
    await this.startAdding('Add resource');
    if (upload.type) {
      await this.dialog.getByRole('combobox', { name: 'Resource type' }).click();
      await this.page.getByRole('option', { name: upload.type, exact: true }).click();
    }
    if (upload.title) await this.field('Title').fill(upload.title);
    await this.dialog.locator('input[type=file]').setInputFiles({
      name: upload.fileName,
      mimeType: 'application/octet-stream',
      buffer: upload.content,
    });
    await this.confirmAdd();
  }

  async filterByType(type: string): Promise<void> {
    await this.typeFilter.click();
    await this.page.getByRole('option', { name: type, exact: true }).click();
  }

  /** Downloads a resource from its row and returns the bytes and the suggested file name. */
  async download(rowText: string): Promise<{ bytes: Buffer; fileName: string }> {
    const downloading = this.page.waitForEvent('download');
    await this.rowAction(rowText, 'Download resource');
    const download = await downloading;
    const chunks: Buffer[] = [];
    for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
    return { bytes: Buffer.concat(chunks), fileName: download.suggestedFilename() };
  }
}
