import { expect, type Locator, type Page } from '@playwright/test';
import { EntityListPage } from './EntityListPage';
import { ShellPage } from './ShellPage';

/**
 * /customers/:customerId/<kind> and /edgeInstances/:edgeId/<kind>: what is assigned to one owner, with the assign dialog
 * and per-row unassign.
 */
export class AssignedEntitiesPage extends EntityListPage {
  readonly title: Locator;

  constructor(page: Page) {
    super(page);
    this.title = page.locator('main h2');
  }

  /** Opens the list from the owner's row on its list page, e.g. "Manage customer devices". */
  async openFromOwnerRow(ownerName: string, action: string): Promise<void> {
    await this.rowAction(ownerName, action);
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

  /** Unassigns a row through its action, e.g. "Unassign from customer", and confirms. */
  async unassign(rowText: string, action: string): Promise<void> {
    await this.rowAction(rowText, action);
    await this.dialog.getByRole('button', { name: 'Yes' }).click();
  }

  /**
   * Opens the list at its address, picks an asset to assign, has it deleted meanwhile (as another administrator
   * would), confirms, and expects the server's refusal: its message shown, the dialog still open, nothing listed.
   */
  async assignDeletedAsset(listPath: string, assetName: string, deleteAsset: () => Promise<void>): Promise<void> {
    await this.page.goto(listPath);
    await expect(this.title).toHaveText(/: Assets$/);
    await this.chooseToAssign('Assign new asset', 'Assets', [assetName]);
    await deleteAsset();
    await this.confirmAssign();
    await expect(new ShellPage(this.page).toasts).toContainText(/not found/i);
    await expect(this.dialog).toBeVisible();
    await expect(this.row(assetName)).toHaveCount(0);
  }
}
