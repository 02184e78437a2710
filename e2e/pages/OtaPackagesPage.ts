import type { Page } from '@playwright/test';
import { EntityListPage } from './EntityListPage';

export interface PackageUpload {
  title: string;
  version: string;
  deviceProfile: string;
  fileName: string;
  content: Buffer;
  checksumAlgorithm?: string;
  checksum?: string;
}

/** /otaUpdates: the package list, the add form with its file upload, and the download action. */
export class OtaPackagesPage extends EntityListPage {
  constructor(page: Page) {
    super(page);
  }

  async upload(upload: PackageUpload): Promise<void> {
    await this.startAdding('Add package');
    await this.field('Title').fill(upload.title);
    await this.field('Version').fill(upload.version);
    await this.dialog.getByRole('combobox', { name: 'Device profile' }).click();
    await this.page.getByRole('option', { name: upload.deviceProfile, exact: true }).click();
    await this.dialog.locator('input[type=file]').setInputFiles({
      name: upload.fileName,
      mimeType: 'application/octet-stream',
      buffer: upload.content,
    });
    if (upload.checksumAlgorithm) {
      await this.dialog.getByRole('combobox', { name: 'Checksum algorithm' }).click();
      await this.page.getByRole('option', { name: upload.checksumAlgorithm, exact: true }).click();
    }
    if (upload.checksum) await this.field(/^Checksum$/).fill(upload.checksum);
    await this.confirmAdd();
  }

  /** Downloads a package from its row and returns the bytes and the suggested file name. */
  async download(rowText: string): Promise<{ bytes: Buffer; fileName: string }> {
    const downloading = this.page.waitForEvent('download');
    await this.rowAction(rowText, 'Download package');
    const download = await downloading;
    const chunks: Buffer[] = [];
    for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
    return { bytes: Buffer.concat(chunks), fileName: download.suggestedFilename() };
  }
}
