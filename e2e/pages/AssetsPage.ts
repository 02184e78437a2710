import type { Locator, Page } from '@playwright/test';
import { EntityListPage } from './EntityListPage';
import { RelationsTab } from './RelationsTab';

/** /assets: the generic list with the asset form and the Relations tab. */
export class AssetsPage extends EntityListPage {
  readonly relations: RelationsTab;

  constructor(page: Page) {
    super(page);
    this.relations = new RelationsTab(page, this.details);
  }

  async goto(): Promise<void> {
    await this.page.goto('/assets');
  }

  async add(name: string, type: string): Promise<void> {
    await this.startAdding('Add asset');
    await this.field('Name').fill(name);
    await this.dialog.getByRole('combobox', { name: 'Asset type' }).fill(type);
    await this.confirmAdd();
  }

  async openDetails(name: string): Promise<Locator> {
    await this.row(name).click();
    return this.details;
  }
}
