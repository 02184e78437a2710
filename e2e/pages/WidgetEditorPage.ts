import type { FrameLocator, Locator, Page } from '@playwright/test';

/** /widgets-bundles/:bundleId/widgetTypes/:widgetTypeId: the widget editor's code tabs, its buttons and its preview. */
export class WidgetEditorPage {
  readonly name: Locator;
  readonly run: Locator;
  readonly save: Locator;
  readonly preview: FrameLocator;

  constructor(readonly page: Page) {
    this.name = page.getByRole('textbox', { name: 'Widget title' });
    this.run = page.getByRole('button', { name: 'Run', exact: true });
    this.save = page.getByRole('button', { name: 'Save', exact: true });
    this.preview = page.getByRole('region', { name: 'Preview' }).frameLocator('[data-testid="custom-widget-frame"]');
  }

  /** The code editor of a tab (HTML, CSS, Javascript, Settings schema…), shown once its tab is chosen. */
  async source(tab: string): Promise<Locator> {
    await this.page.getByRole('tab', { name: tab, exact: true }).click();
    return this.page.getByRole('textbox', { name: tab, exact: true });
  }

  /** Replaces a tab's whole text, as a user selecting all and pasting would. */
  async replaceSource(tab: string, text: string): Promise<void> {
    const editor = await this.source(tab);
    await editor.click();
    await this.page.keyboard.press('ControlOrMeta+A');
    await this.page.keyboard.insertText(text);
  }
}
