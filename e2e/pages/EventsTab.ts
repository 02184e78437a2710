import { expect, type Locator, type Page } from '@playwright/test';
import { pickOption } from '../fixtures/pick-option';

/** The Events tab of an entity's details panel or of a rule node's dialog: its type, rows, content and clearing. */
export class EventsTab {
  readonly rows: Locator;
  readonly table: Locator;
  readonly typeSelect: Locator;
  readonly contentDialog: Locator;
  readonly clearDialog: Locator;

  constructor(
    readonly page: Page,
    readonly container: Locator,
  ) {
    this.table = container.getByRole('table', { name: 'Events' });
    this.rows = container.getByTestId('event-row');
    this.typeSelect = container.getByRole('combobox', { name: 'Event type' });
    this.contentDialog = page.getByRole('dialog', { name: /^(Data|Metadata|Error)$/ });
    this.clearDialog = page.getByRole('dialog', { name: 'Clear events' });
  }

  async open(): Promise<void> {
    await this.container.getByRole('tab', { name: 'Events' }).click();
    await expect(this.table).toBeVisible();
  }

  async showType(label: 'Error' | 'Lifecycle event' | 'Statistics' | 'Debug'): Promise<void> {
    await pickOption(this.page, this.typeSelect, label);
  }

  /** The rows with a cell holding each of these texts exactly (a direction, a message type, an event). */
  rowsWith(...cellTexts: string[]): Locator {
    return cellTexts.reduce(
      (rows, text) => rows.filter({ has: this.page.getByRole('cell', { name: text, exact: true }) }),
      this.rows,
    );
  }

  async refresh(): Promise<void> {
    await this.container.getByRole('button', { name: 'Refresh' }).click();
  }

  /** Opens the long content of a row's cell (Data, Metadata, Error) and returns its read-only editor. */
  async openContent(row: Locator, column: 'Data' | 'Metadata' | 'Error'): Promise<Locator> {
    await row.getByRole('button', { name: column, exact: true }).click();
    const editor = this.contentDialog.getByRole('textbox', { name: column, exact: true });
    await expect(editor).toBeVisible();
    return editor;
  }

  async closeContent(): Promise<void> {
    await this.contentDialog.getByRole('button', { name: 'Close' }).click();
    await expect(this.contentDialog).toBeHidden();
  }

  async clear(): Promise<void> {
    await this.container.getByRole('button', { name: 'Clear events' }).click();
    await this.clearDialog.getByRole('button', { name: 'Yes' }).click();
  }
}
