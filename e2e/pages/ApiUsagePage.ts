import type { Locator, Page } from '@playwright/test';

/** /usage: a card per counted feature (its count this month, its limit and its state), the hourly and monthly charts. */
export class ApiUsagePage {
  readonly error: Locator;
  readonly hourlyChart: Locator;
  readonly monthlyChart: Locator;

  constructor(private readonly page: Page) {
    this.error = page.getByRole('main').getByRole('alert');
    this.hourlyChart = page.getByRole('img', { name: 'Hourly activity, last 24 hours' });
    this.monthlyChart = page.getByRole('img', { name: 'Monthly activity, last 12 months' });
  }

  /** The card of a feature, by its title (e.g. 'Transport messages'). */
  feature(title: string): Locator {
    return this.page.getByRole('region', { name: title });
  }
}
