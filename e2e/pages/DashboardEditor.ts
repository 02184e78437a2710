import { expect, type Locator, type Page } from '@playwright/test';
import { pickOption } from '../fixtures/pick-option';

/** An open dashboard's edit mode: the toolbar's edit buttons, the add widget dialog and the widgets' edit frames. */
export class DashboardEditor {
  readonly editButton: Locator;
  readonly editButtons: Locator;
  readonly addWidgetButton: Locator;
  readonly undoButton: Locator;
  readonly redoButton: Locator;
  readonly saveButton: Locator;
  readonly cancelButton: Locator;
  readonly saveError: Locator;
  readonly addWidgetDialog: Locator;
  /** the configuration step of a widget being added */
  readonly newWidgetDialog: Locator;
  readonly frames: Locator;

  constructor(readonly page: Page) {
    const toolbar = page.getByRole('toolbar', { name: 'Dashboard toolbar' });
    this.editButton = toolbar.getByRole('button', { name: 'Edit mode', exact: true });
    this.editButtons = toolbar.getByRole('group', { name: 'Edit mode' });
    this.addWidgetButton = this.editButtons.getByRole('button', { name: 'Add new widget' });
    this.undoButton = this.editButtons.getByRole('button', { name: 'Undo' });
    this.redoButton = this.editButtons.getByRole('button', { name: 'Redo' });
    this.saveButton = this.editButtons.getByRole('button', { name: 'Save' });
    this.cancelButton = this.editButtons.getByRole('button', { name: 'Cancel' });
    this.saveError = this.editButtons.getByRole('alert');
    this.addWidgetDialog = page.getByRole('dialog', { name: 'Add new widget' });
    this.newWidgetDialog = page.getByRole('dialog', { name: 'Configure new widget' });
    this.frames = page.getByTestId('widget-edit-frame');
  }

  /** Adds a widget of a bundle's type the console cannot render, which skips the configuration step. */
  async addWidget(bundleTitle: string, typeName: string): Promise<void> {
    await this.pickWidgetType(bundleTitle, typeName);
  }

  /** Picks a widget type in the add widget dialog; a type the console renders then opens its configuration step. */
  async pickWidgetType(bundleTitle: string, typeName: string): Promise<void> {
    await this.addWidgetButton.click();
    await this.chooseWidgetType(bundleTitle, typeName);
  }

  /** Adds a widget to the main or the right layout of a state that shows both: the console asks which first. */
  async addWidgetTo(layout: 'Main' | 'Right', bundleTitle: string, typeName: string): Promise<void> {
    await this.addWidgetButton.click();
    const target = this.page.getByRole('dialog', { name: 'Select target layout' });
    await target.getByRole('button', { name: layout, exact: true }).click();
    await this.chooseWidgetType(bundleTitle, typeName);
  }

  private async chooseWidgetType(bundleTitle: string, typeName: string): Promise<void> {
    await pickOption(
      this.page,
      this.addWidgetDialog.getByRole('combobox', { name: 'Select widgets bundle' }),
      bundleTitle,
    );
    await this.addWidgetDialog.getByRole('searchbox', { name: 'Search' }).fill(typeName);
    await this.addWidgetDialog.getByRole('button', { name: typeName, exact: true }).click();
    await expect(this.addWidgetDialog).toBeHidden();
  }

  /** Adds a time-series key to a configuration dialog's first datasource, reading the alias picked there. */
  async addTimeseriesKey(dialog: Locator, aliasName: string, key: string): Promise<void> {
    const datasource = dialog.getByRole('region', { name: 'Datasource 1' });
    const alias = datasource.getByRole('combobox', { name: 'Entity alias' });
    // a new widget's datasource already reads the first alias
    if ((await alias.inputValue()) !== aliasName) {
      await alias.fill(aliasName);
      await this.page.getByRole('option', { name: aliasName, exact: true }).click();
    }
    await expect(alias).toHaveValue(aliasName);
    await datasource.getByRole('combobox', { name: 'Key', exact: true }).fill(key);
    await datasource.getByRole('button', { name: 'Add key' }).click();
    await expect(datasource.getByRole('listitem').filter({ hasText: key })).toBeVisible();
  }

  /** The edit frame around a widget, by the widget's shown title. */
  frameOf(title: string): Locator {
    return this.frames.filter({ has: this.page.getByRole('region', { name: title, exact: true }) });
  }

  /** Drags a widget's resize corner by a distance in pixels. */
  async resize(title: string, dx: number, dy: number): Promise<void> {
    const handle = this.frameOf(title).locator('xpath=..').locator('.react-resizable-handle');
    const box = await handle.boundingBox();
    if (!box) throw new Error('the widget has no resize handle');
    const x = box.x + box.width / 2;
    const y = box.y + box.height / 2;
    await this.page.mouse.move(x, y);
    await this.page.mouse.down();
    await this.page.mouse.move(x + dx / 2, y + dy / 2, { steps: 5 });
    await this.page.mouse.move(x + dx, y + dy, { steps: 5 });
    await this.page.mouse.up();
  }

  /** A widget's width on screen, in pixels. */
  async widthOf(title: string): Promise<number> {
    return (await this.frameOf(title).boundingBox())?.width ?? 0;
  }
}
