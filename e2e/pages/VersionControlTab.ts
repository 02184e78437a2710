import type { Locator, Page } from '@playwright/test';

/** The Version control tab of an entity's details panel, with its create, compare and restore dialogs. */
export class VersionControlTab {
  readonly rows: Locator;
  readonly createDialog: Locator;
  readonly compareDialog: Locator;
  readonly confirmDialog: Locator;

  constructor(
    readonly page: Page,
    readonly details: Locator,
  ) {
    this.rows = details.getByTestId('vc-version-row');
    this.createDialog = page.getByRole('dialog', { name: 'Create version' });
    this.compareDialog = page.getByRole('dialog', { name: /compared with the current entity$/ });
    this.confirmDialog = page.getByRole('dialog', { name: 'Restore version' });
  }

  async open(): Promise<void> {
    await this.details.getByRole('tab', { name: 'Version control' }).click();
  }

  row(name: string): Locator {
    return this.rows.filter({ has: this.page.getByRole('cell', { name, exact: true }) });
  }

  async createVersion(name: string): Promise<void> {
    await this.details.getByRole('button', { name: 'Create version' }).click();
    await this.createDialog.getByLabel('Version name').fill(name);
    await this.createDialog.getByRole('button', { name: 'Create' }).click();
  }

  async compare(name: string): Promise<void> {
    await this.row(name).getByRole('button', { name: 'Compare with current' }).click();
  }

  /** The lines the compare dialog marks as changed in the version (left) or in the entity now (right). */
  changedLines(side: 'version' | 'current'): Locator {
    return this.compareDialog.locator(side === 'version' ? '.cm-merge-a' : '.cm-merge-b').locator('.cm-changedLine');
  }

  async restore(name: string): Promise<void> {
    await this.row(name).getByRole('button', { name: 'Restore version' }).click();
    await this.confirmDialog.getByRole('button', { name: 'Restore version' }).click();
  }
}
