import type { Locator, Page } from '@playwright/test';

/** /usage: a card per counted feature (its count this month and its state) and the hourly chart. */
export class ApiUsagePage {
  readonly error: Locator;
  readonly hourlyChart: Locator;

  constructor(private readonly page: Page) {
    this.error = page.getByRole('main').getByRole('alert');
    this.hourlyChart = page.getByRole('img', { name: 'Hourly activity, last 24 hours' });
  }

  /** The card of a feature, by its title (e.g. 'Transport messages'). */
  feature(title: string): Locator {
    return this.page.getByRole('region', { name: title });
  }
}
