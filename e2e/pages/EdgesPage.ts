import type { Page } from '@playwright/test';
import { EntityListPage } from './EntityListPage';

/** /edgeInstances: the list, the edge form with its keys, and the sync action. */
export class EdgesPage extends EntityListPage {
  constructor(page: Page) {
    super(page);
  }

  async add(name: string): Promise<{ routingKey: string; secret: string }> {
    await this.startAdding('Add edge');
    await this.field('Name').fill(name);
    const routingKey = await this.dialog.getByRole('textbox', { name: 'Edge key', exact: true }).inputValue();
    const secret = await this.dialog.getByRole('textbox', { name: 'Edge secret', exact: true }).inputValue();
    await this.confirmAdd();
    return { routingKey, secret };
  }
}
