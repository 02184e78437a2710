import { expect, type Locator, type Page } from '@playwright/test';

/** /ruleChains/:id: the palette, the canvas and the toolbar of the chain editor. */
export class RuleChainEditorPage {
  readonly canvas: Locator;
  readonly palette: Locator;
  readonly dialog: Locator;
  readonly saveButton: Locator;
  readonly saveError: Locator;
  readonly edgeLabels: Locator;

  constructor(readonly page: Page) {
    this.canvas = page.locator('.react-flow__pane');
    this.palette = page.getByRole('complementary', { name: 'Node library' });
    this.dialog = page.getByRole('dialog');
    this.saveButton = page.getByRole('button', { name: 'Save', exact: true });
    this.saveError = page.getByRole('alert');
    this.edgeLabels = page.locator('.react-flow__edge-text');
  }

  async goto(ruleChainId: string): Promise<void> {
    await this.page.goto(`/ruleChains/${ruleChainId}`);
    await this.loaded();
  }

  async reload(): Promise<void> {
    await this.page.reload();
    await this.loaded();
  }

  private async loaded(): Promise<void> {
    // the first visit loads the canvas's own chunk
    await expect(this.node('Input')).toBeVisible({ timeout: 30_000 });
  }

  /** Where a node stands on the canvas, in the chain's own coordinates (whatever the zoom). */
  async placeOf(name: string): Promise<{ x: number; y: number }> {
    const transform = await this.node(name).evaluate((element) => (element as HTMLElement).style.transform);
    const match = /translate\((-?[\d.]+)px, (-?[\d.]+)px\)/.exec(transform);
    if (!match) throw new Error(`node ${name} has no place: ${transform}`);
    return { x: Math.round(Number(match[1])), y: Math.round(Number(match[2])) };
  }

  /** A node on the canvas by its name. */
  node(name: string): Locator {
    return this.page.locator('.react-flow__node').filter({ has: this.page.getByLabel(name, { exact: true }) });
  }

  /** Finds the kind in the palette and drops it on the canvas at the given point of the pane. */
  /** Drags a node of the palette onto the canvas; `section` (e.g. "Filter") tells apart nodes of the same name. */
  async dropNode(kind: string, at: { x: number; y: number }, section?: string): Promise<void> {
    await this.palette.getByLabel('Search nodes').fill(kind);
    const where = section
      ? this.palette.locator('.MuiAccordion-root').filter({ has: this.page.getByText(section, { exact: true }) })
      : this.palette;
    const item = where.getByRole('listitem', { name: kind, exact: true });
    // A drag that lands while the canvas is still settling drops nothing: it is made again until the node's dialog
    // opens. Nothing is added before that dialog is confirmed, so a second drag cannot add a second node.
    await expect(async () => {
      if (!(await this.dialog.isVisible())) await item.dragTo(this.canvas, { targetPosition: at, timeout: 10_000 });
      await expect(this.dialog).toBeVisible({ timeout: 5_000 });
    }).toPass({ timeout: 45_000 });
  }

  /** Fills the open node dialog and adds the node. */
  async nameNode(name: string, options: { debugMode?: boolean } = {}): Promise<void> {
    await this.dialog.getByLabel('Name').fill(name);
    if (options.debugMode) await this.dialog.getByLabel('Debug mode').check();
    await this.dialog.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(this.dialog).toBeHidden();
  }

  /** Drags from the output of one node to the input of another; the link dialog opens for a rule node. */
  async connect(from: string, to: string): Promise<void> {
    const source = await this.node(from).locator('.react-flow__handle.source').boundingBox();
    const target = await this.node(to).locator('.react-flow__handle.target').boundingBox();
    if (!source || !target) throw new Error(`no connectors between ${from} and ${to}`);
    await this.page.mouse.move(source.x + source.width / 2, source.y + source.height / 2);
    await this.page.mouse.down();
    await this.page.mouse.move(target.x + target.width / 2, target.y + target.height / 2, { steps: 10 });
    await this.page.mouse.up();
  }

  async chooseLinkLabel(label: string): Promise<void> {
    await this.dialog.getByLabel('Relation types').click();
    await this.page.getByRole('option', { name: label, exact: true }).click();
    await this.dialog.getByRole('button', { name: 'OK' }).click();
    await expect(this.dialog).toBeHidden();
  }

  /** Opens a node's dialog and its script test. */
  async openScriptTest(nodeName: string): Promise<Locator> {
    await this.node(nodeName).dblclick();
    await this.page.getByRole('button', { name: 'Test script function' }).click();
    const testDialog = this.page.getByRole('dialog', { name: 'Test script function' });
    await expect(testDialog.getByRole('textbox', { name: 'Script' })).toBeVisible();
    return testDialog;
  }

  /** Adds a header row to the REST API call form of the open node dialog and fills it. */
  async addHeader(name: string, value: string): Promise<void> {
    await this.dialog.getByRole('button', { name: 'Add entry' }).click();
    await this.dialog
      .getByRole('textbox', { name: /^Header/ })
      .last()
      .fill(name);
    await this.dialog
      .getByRole('textbox', { name: /^Value/ })
      .last()
      .fill(value);
  }

  /** Selects the nodes by their names, the first by a click and the others by Ctrl+click. */
  async selectNodes(...names: string[]): Promise<void> {
    for (const [index, name] of names.entries()) {
      await this.node(name).click({ modifiers: index === 0 ? [] : ['Control'] });
    }
    for (const name of names) await expect(this.node(name)).toHaveClass(/selected/);
  }

  /** Clicks Save and waits for the server's answer, so what a test reads through the API next is what was saved. */
  async save(): Promise<void> {
    const saved = this.page.waitForResponse(
      (response) => response.url().includes('/api/ruleChain/metadata') && response.request().method() === 'POST',
    );
    await this.saveButton.click();
    await saved;
  }
}
