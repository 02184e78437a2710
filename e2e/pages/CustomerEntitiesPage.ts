import type { Locator, Page } from '@playwright/test';
import { EntityListPage } from './EntityListPage';

/** /customers/:customerId/<kind>: one customer's list with its assign dialog and per-row unassign. */
export class CustomerEntitiesPage extends EntityListPage {
  readonly title: Locator;

  constructor(page: Page) {
    super(page);
    this.title = page.locator('main h2');
  }

  /** Opens the list from the customer's row on /customers, e.g. "Manage customer devices". */
  async openFromCustomers(customerTitle: string, action: string): Promise<void> {
    await this.rowAction(customerTitle, action);
  }

  /** Opens "Assign new …" and picks the named entities; the dialog stays open until `confirmAssign`. */
  async chooseToAssign(button: string, listLabel: string, names: string[]): Promise<void> {
    await this.page.getByRole('button', { name: button }).click();
    const picker = this.dialog.getByRole('combobox', { name: listLabel });
    for (const name of names) {
      await picker.fill(name);
      await this.page.getByRole('option', { name }).click();
    }
  }

  async confirmAssign(): Promise<void> {
    await this.dialog.getByRole('button', { name: 'Assign', exact: true }).click();
  }

  async unassign(rowText: string): Promise<void> {
    await this.rowAction(rowText, 'Unassign from customer');
    await this.dialog.getByRole('button', { name: 'Yes' }).click();
  }
}
