import type { Locator, Page } from '@playwright/test';

/** The Relations tab of an entity's details panel and its add dialog. */
export class RelationsTab {
  readonly rows: Locator;
  readonly addDialog: Locator;

  constructor(
    readonly page: Page,
    readonly details: Locator,
  ) {
    this.rows = details.getByTestId('relation-row');
    this.addDialog = page.getByRole('dialog', { name: 'Add relation' });
  }

  async open(): Promise<void> {
    await this.details.getByRole('tab', { name: 'Relations' }).click();
  }

  /** Adds a relation from the entity to another one, picked by kind and name. */
  async addTo(relationType: string, entityTypeName: string, entityName: string): Promise<void> {
    await this.details.getByRole('button', { name: 'Add relation' }).click();
    const dialog = this.addDialog;
    const type = dialog.getByRole('combobox', { name: 'Relation type' });
    await type.fill(relationType);
    await dialog.getByRole('combobox', { name: 'Type', exact: true }).click();
    await this.page.getByRole('option', { name: entityTypeName, exact: true }).click();
    await dialog.getByRole('combobox', { name: entityTypeName }).fill(entityName);
    await this.page.getByRole('option', { name: entityName }).click();
    await dialog.getByRole('button', { name: 'Add', exact: true }).click();
  }
}
