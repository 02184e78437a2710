import type { Api } from '@fleetdeck/client';
import type { Page } from '@playwright/test';
import { TENANT_ADMIN } from '../fixtures/accounts';
import { linesOf, sidewaysOverflow } from '../fixtures/geometry';
import { signInWithoutForm } from '../fixtures/session';
import { expect, test, unique } from '../fixtures/test';
import { EntityListPage } from '../pages/EntityListPage';

interface ListUnderTest {
  name: string;
  /** prepares one entity of the list and answers the URL of a list page showing it alone */
  prepare(api: Api, name: string): Promise<string>;
}

const LISTS: ListUnderTest[] = [
  {
    name: 'devices',
    prepare: async (api, name) => {
      await api.devices.save({ name });
      return `/devices?textSearch=${encodeURIComponent(name)}`;
    },
  },
  {
    name: 'assets',
    prepare: async (api, name) => {
      await api.assets.save({ name, type: 'building' });
      return `/assets?textSearch=${encodeURIComponent(name)}`;
    },
  },
  {
    name: 'customers',
    prepare: async (api, name) => {
      await api.customers.save({ title: name });
      return `/customers?textSearch=${encodeURIComponent(name)}`;
    },
  },
  {
    name: 'users',
    prepare: async (api, name) => {
      const customer = await api.customers.save({ title: name });
      await api.users.save({
        email: `${name.replace(/\W+/g, '-').toLowerCase()}@fleetdeck.test`,
        authority: 'CUSTOMER_USER',
        customerId: customer.id,
        firstName: name,
        lastName: null,
      });
      return `/customers/${customer.id.id}/users`;
    },
  },
];

const SCREENS = [
  { label: 'a 1024 px laptop', viewport: { width: 1024, height: 768 } },
  { label: 'a 390 px phone', viewport: { width: 390, height: 844 } },
];

async function expectNoSidewaysScroll(page: Page): Promise<void> {
  expect(await sidewaysOverflow(page)).toEqual({ document: 0, main: 0 });
}

for (const screen of SCREENS) {
  test.describe(`entity lists on ${screen.label}`, () => {
    test.use({ viewport: screen.viewport });

    for (const listUnderTest of LISTS) {
      test(`the ${listUnderTest.name} list fits the width, with its header, pager and row actions in reach`, async ({
        page,
        tenantApi,
      }) => {
        // Two cores shared by several browsers: signing in and loading the list can take most of the default budget.
        test.slow();
        const name = unique(`Greenhouse climate sensor north wing ${listUnderTest.name}`);
        const url = await listUnderTest.prepare(tenantApi, name);
        await signInWithoutForm(page, TENANT_ADMIN);
        await page.goto(url);
        const list = new EntityListPage(page);
        await expect(list.rows).toHaveCount(1, { timeout: 30_000 });
        await expect(list.row(name)).toBeVisible();

        await expectNoSidewaysScroll(page);
        await expect(page.getByRole('button', { name: 'Refresh' })).toBeInViewport({ ratio: 1 });
        await expect(page.getByRole('button', { name: 'Go to next page' })).toBeInViewport({ ratio: 1 });
        await expect(list.rangeLabel).toBeInViewport({ ratio: 1 });

        const last = list.rows.last();
        await last.scrollIntoViewIfNeeded();
        const more = last.getByRole('button', { name: 'More actions' });
        await expect(more).toBeInViewport({ ratio: 1 });
        const menu = await list.openMoreActions(last);
        await expect(menu.getByRole('menuitem', { name: 'Delete' })).toBeInViewport({ ratio: 1 });
        await page.keyboard.press('Escape');
        await expect(menu).toBeHidden();

        if (screen.viewport.width >= 600) {
          // Columns sized to their content: headers and the long name each stay on one line.
          for (const cell of await page.locator('main thead th').all())
            expect(await linesOf(cell)).toBeLessThanOrEqual(1);
          expect(await linesOf(list.row(name).locator('td').filter({ hasText: name }))).toBe(1);
        } else {
          // A phone shows each entity as a card of labelled values instead of a table.
          await expect(page.locator('main table')).toHaveCount(0);
          await expect(list.row(name)).toBeInViewport();
        }
      });
    }
  });
}
