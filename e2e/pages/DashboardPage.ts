import type { Locator, Page } from '@playwright/test';

/** An open dashboard: its toolbar, its widgets and the placeholders of widget types the console has none of. */
export class DashboardPage {
  readonly root: Locator;
  readonly toolbar: Locator;
  readonly widgets: Locator;
  readonly placeholders: Locator;
  readonly widgetErrors: Locator;
  /** the entity state controller's breadcrumb, shown once a state was opened above the root state */
  readonly breadcrumb: Locator;
  /** a state an action opened in a dialog, and one opened in a popover */
  readonly stateDialog: Locator;
  readonly statePopover: Locator;
  /** the dialog of a customPretty action */
  readonly customDialog: Locator;

  constructor(readonly page: Page) {
    this.root = page.getByTestId('dashboard');
    this.toolbar = page.getByRole('toolbar', { name: 'Dashboard toolbar' });
    this.widgets = this.root.getByTestId('dashboard-widget');
    this.placeholders = this.root.getByTestId('widget-placeholder');
    this.widgetErrors = this.root.getByTestId('widget-error');
    this.breadcrumb = page.getByTestId('dashboard-state-breadcrumb');
    this.stateDialog = page.getByTestId('dashboard-state-dialog');
    this.statePopover = page.getByTestId('dashboard-state-popover');
    this.customDialog = page.getByTestId('custom-action-dialog');
  }

  /** The table rows of a table widget (entities, device admin, time series tables) that contain a text. */
  tableRow(widget: Locator, text: string): Locator {
    return widget.locator('tbody tr').filter({ hasText: text });
  }

  /** Searches a table widget through its header's search button. */
  async searchTable(widget: Locator, text: string): Promise<void> {
    await widget.getByRole('button', { name: 'Search', exact: true }).click();
    await widget.getByRole('textbox', { name: 'Search', exact: true }).fill(text);
  }

  /** Goes back to a state of the breadcrumb by its shown name. */
  async backTo(stateName: string): Promise<void> {
    await this.breadcrumb.getByRole('button', { name: stateName, exact: true }).click();
  }

  async goto(dashboardId: string, state?: unknown): Promise<void> {
    const query = state === undefined ? '' : `?state=${encodeURIComponent(encodeState(state))}`;
    await this.page.goto(`/dashboards/${dashboardId}${query}`);
  }

  /** A widget by its shown title. */
  widget(title: string): Locator {
    return this.root.getByRole('region', { name: title, exact: true });
  }

  widgetsOfType(fqn: string): Locator {
    return this.root.locator(`[data-widget-type="${fqn}"]`);
  }
}

/** The `state` parameter as the platform writes it: base64 of the UTF-8 JSON of the state stack. */
export function encodeState(state: unknown): string {
  return Buffer.from(JSON.stringify(state), 'utf8').toString('base64');
}
