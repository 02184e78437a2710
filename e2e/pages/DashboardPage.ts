import type { Locator, Page } from '@playwright/test';

/** An open dashboard: its toolbar, its widgets and the placeholders of widget types the console has none of. */
export class DashboardPage {
  readonly root: Locator;
  readonly toolbar: Locator;
  readonly widgets: Locator;
  readonly placeholders: Locator;
  readonly widgetErrors: Locator;

  constructor(readonly page: Page) {
    this.root = page.getByTestId('dashboard');
    this.toolbar = page.getByRole('toolbar', { name: 'Dashboard toolbar' });
    this.widgets = this.root.getByTestId('dashboard-widget');
    this.placeholders = this.root.getByTestId('widget-placeholder');
    this.widgetErrors = this.root.getByTestId('widget-error');
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
