import type { Locator, Page } from '@playwright/test';

/** The home shell: side menu, toolbar, user menu. */
export class ShellPage {
  readonly menu: Locator;
  readonly heading: Locator;
  readonly userMenuButton: Locator;
  readonly searchButton: Locator;
  readonly searchInput: Locator;
  readonly toasts: Locator;

  constructor(readonly page: Page) {
    this.menu = page.getByTestId('side-menu');
    this.heading = page.getByRole('banner').getByRole('heading', { level: 1 });
    this.userMenuButton = page.getByRole('button', { name: 'User menu' });
    this.searchButton = page.getByRole('button', { name: 'Search' });
    this.searchInput = page.getByRole('textbox', { name: 'Search' });
    this.toasts = page.getByTestId('toast');
  }

  /**
   * Opens a page from the side menu and waits until the router has committed the navigation: a lazily loaded page
   * changes the address only once its code has arrived, so acting earlier (a reload, say) would act on the old page.
   */
  async openMenuEntry(name: string): Promise<void> {
    const link = this.menu.getByRole('link', { name });
    const target = await link.getAttribute('href');
    await link.click();
    await this.page.waitForURL((url) => url.pathname === target);
  }

  /** Opens a page inside a toggle group of the side menu: the group opens first, on its first page. */
  async openGroupedMenuEntry(group: string, name: string): Promise<void> {
    await this.menu.getByRole('link', { name: group }).click();
    await this.openMenuEntry(name);
  }

  async chooseUserMenuItem(name: 'Profile' | 'Security' | 'Logout'): Promise<void> {
    await this.userMenuButton.click();
    await this.page.getByRole('menuitem', { name }).click();
  }

  /** Picks the colour scheme in the user menu; the menu stays open, so it is closed after. */
  async chooseTheme(name: 'System' | 'Light' | 'Dark'): Promise<void> {
    await this.userMenuButton.click();
    await this.page.getByRole('menuitemradio', { name }).click();
    await this.page.keyboard.press('Escape');
  }

  async search(text: string): Promise<void> {
    await this.searchButton.click();
    await this.searchInput.fill(text);
  }
}
