import type { Locator, Page } from '@playwright/test';

/** The Version history tab of a dashboard's details panel, its compare dialog and its restore confirmation. */
export class VersionHistoryTab {
  readonly rows: Locator;
  readonly compareDialog: Locator;
  readonly confirmDialog: Locator;

  constructor(
    readonly page: Page,
    readonly details: Locator,
  ) {
    this.rows = details.getByTestId('version-row');
    this.compareDialog = page.getByRole('dialog', { name: /^Version \d+ and version \d+$/ });
    this.confirmDialog = page.getByRole('dialog', { name: /^Restore version \d+\?$/ });
  }

  async open(): Promise<void> {
    await this.details.getByRole('tab', { name: 'Version history' }).click();
  }

  /** The row of a version by its number. */
  row(version: number): Locator {
    return this.rows.filter({ has: this.page.getByRole('cell', { name: String(version), exact: true }) });
  }

  async compare(first: number, second: number): Promise<void> {
    await this.details.getByRole('checkbox', { name: `Select version ${first}` }).check();
    await this.details.getByRole('checkbox', { name: `Select version ${second}` }).check();
    await this.details.getByRole('button', { name: 'Compare versions' }).click();
  }

  /** The lines the compare dialog marks as changed on its left (older) or right (newer) side. */
  changedLines(side: 'left' | 'right'): Locator {
    return this.compareDialog.locator(side === 'left' ? '.cm-merge-a' : '.cm-merge-b').locator('.cm-changedLine');
  }

  /** Restores a version and confirms. */
  async restore(version: number): Promise<void> {
    await this.row(version).getByRole('button', { name: 'Restore version' }).click();
    await this.confirmDialog.getByRole('button', { name: 'Restore version' }).click();
  }
}
