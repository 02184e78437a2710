import { expect, type Locator, type Page } from '@playwright/test';

/** The Downlinks tab of an edge's details: what the platform has queued for the edge. */
export class DownlinksTab {
  readonly table: Locator;
  readonly rows: Locator;

  constructor(
    readonly page: Page,
    readonly container: Locator,
  ) {
    this.table = container.getByRole('table', { name: 'Downlinks' });
    this.rows = container.getByTestId('downlink-row');
  }

  async open(): Promise<void> {
    await this.container.getByRole('tab', { name: 'Downlinks' }).click();
    await expect(this.table).toBeVisible();
  }

  /** The rows with a cell holding each of these texts exactly (a type, an action, an entity id, a status). */
  rowsWith(...cellTexts: string[]): Locator {
    return cellTexts.reduce(
      (rows, text) => rows.filter({ has: this.page.getByRole('cell', { name: text, exact: true }) }),
      this.rows,
    );
  }

  async refresh(): Promise<void> {
    await this.container.getByRole('button', { name: 'Refresh' }).click();
  }
}
