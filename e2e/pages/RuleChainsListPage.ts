import { expect, type Locator, type Page } from '@playwright/test';
import { EntityListPage } from './EntityListPage';

/**
 * /ruleChains, or the rule chain templates (/edgeManagement/ruleChains): the generic list with import, export and the
 * choice of the root chain.
 */
export class RuleChainsListPage extends EntityListPage {
  readonly importError: Locator;

  constructor(
    page: Page,
    readonly path = '/ruleChains',
  ) {
    super(page);
    this.importError = this.dialog.getByRole('alert');
  }

  async goto(): Promise<void> {
    await this.page.goto(this.path);
  }

  async add(name: string, description: string): Promise<void> {
    await this.startAdding('Add rule chain');
    await this.field('Name').fill(name);
    await this.field('Description').fill(description);
    await this.confirmAdd();
    await expect(this.dialog).toBeHidden();
  }

  async makeRoot(name: string): Promise<void> {
    await this.confirmRowAction(name, 'Make rule chain root');
  }

  /** Runs a row action that asks first ("Make edge template root", "Assign to new edges", …) and confirms it. */
  async confirmRowAction(name: string, action: string): Promise<void> {
    await this.rowAction(name, action);
    await this.dialog.getByRole('button', { name: 'Yes' }).click();
    await expect(this.dialog).toBeHidden();
  }

  /** Exports the chain from its row and answers the downloaded file's name and text. */
  async exportChain(name: string): Promise<{ fileName: string; text: string }> {
    const downloading = this.page.waitForEvent('download');
    await this.rowAction(name, 'Export rule chain');
    const download = await downloading;
    const stream = await download.createReadStream();
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    return { fileName: download.suggestedFilename(), text: Buffer.concat(chunks).toString('utf8') };
  }

  async openImport(): Promise<void> {
    await this.page.getByRole('button', { name: 'Import rule chain' }).click();
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
