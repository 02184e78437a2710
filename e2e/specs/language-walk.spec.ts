import type { Page } from '@playwright/test';
import { type Account, CUSTOMER_USER, SYSADMIN, TENANT_ADMIN } from '../fixtures/accounts';
import { untranslatedEnglish } from '../fixtures/english-texts';
import { signInWithoutForm } from '../fixtures/session';
import { expect, test } from '../fixtures/test';
import { ShellPage } from '../pages/ShellPage';

/**
 * English texts that are data or proper names here, not interface text: the product, the demo tenant's title, and the
 * title the platform gives every tenant's public customer, shown as the owner of an entity another test made public.
 */
const DATA_TEXTS = new Set(['Fleetdeck', 'ThingsBoard', 'Tenant', 'Public']);

const ENGLISH = untranslatedEnglish('de_DE');

interface Finding {
  where: string;
  text: string;
  key: string;
}

/**
 * The English interface texts visible on the page now, as a German user would meet them: the lines of the rendered
 * text and the titles, labels and placeholders of visible elements, which screen readers and tooltips show.
 */
async function englishOnScreen(page: Page, where: string): Promise<Finding[]> {
  const texts: string[] = await page.evaluate(() => {
    // The relation types on a rule chain's links (Success, True…) are the chain's own identifiers, shown as saved.
    const linkTypes = new Set(
      [...document.querySelectorAll('.react-flow__edge-text')].map((label) => label.textContent?.trim()),
    );
    const found = document.body.innerText
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => !linkTypes.has(line));
    for (const element of document.body.querySelectorAll('[title], [aria-label], [placeholder]')) {
      if (!element.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
      for (const name of ['title', 'aria-label', 'placeholder']) {
        const value = element.getAttribute(name)?.trim();
        if (value) found.push(value);
      }
    }
    return found.filter((text) => text.length > 0);
  });
  return [...new Set(texts)]
    .filter((text) => ENGLISH.has(text) && !DATA_TEXTS.has(text))
    .map((text) => ({ where, text, key: ENGLISH.get(text) ?? '' }));
}

/** Waits until the page has its data: its heading is shown and no request is running. */
async function settle(page: Page): Promise<void> {
  await expect(new ShellPage(page).heading).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId('loading-bar')).toHaveCount(0, { timeout: 20_000 });
}

/** Opens the first entity of a list page in its details panel and reads it, then closes it by its close button. */
async function readDetails(page: Page, where: string): Promise<Finding[]> {
  const firstRow = page.locator('main tbody tr').first();
  if ((await firstRow.count()) === 0 || (await firstRow.locator('td').count()) < 2) return [];
  const path = new URL(page.url()).pathname;
  // A live list redraws its rows as other tests' devices report activity, and a redrawn row is a new element: the
  // click is tried again, each time briefly, rather than wait for a row that may never stay still for long.
  await expect(async () => {
    await firstRow.locator('td').nth(1).click({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  const details = page.locator('.MuiDrawer-paper [role="region"]');
  if (await details.isVisible({ timeout: 5_000 }).catch(() => false)) {
    await expect(page.getByTestId('loading-bar')).toHaveCount(0, { timeout: 20_000 });
    const findings = await englishOnScreen(page, `${where}: details`);
    await details.getByRole('button', { name: 'Schließen', exact: true }).first().click();
    await expect(details).toBeHidden();
    return findings;
  }
  if (new URL(page.url()).pathname === path) return [];
  // The row opens a page of its own (a dashboard): read it and come back.
  await expect(page.getByTestId('loading-bar')).toHaveCount(0, { timeout: 20_000 });
  const findings = await englishOnScreen(page, `${where}: opened`);
  await page.goBack();
  await page.waitForURL((url) => url.pathname === path);
  await settle(page);
  return findings;
}

/** Opens the list's add dialog and reads it, then leaves it by its cancel button. */
async function readAddDialog(page: Page, where: string): Promise<Finding[]> {
  const addButton = page
    .locator('main')
    .getByRole('button', { name: /hinzufügen$/i })
    .first();
  if ((await addButton.count()) === 0 || !(await addButton.isEnabled())) return [];
  const label = (await addButton.getAttribute('aria-label', { timeout: 5_000 }).catch(() => null)) ?? '';
  if (!label) return [];
  const dialog = page.getByRole('dialog');
  // A list re-renders its toolbar when its first page arrives; a click on the button being replaced opens nothing.
  // A button that is gone for good was the previous page's, still shown while this one loaded: this page has none.
  let opened = false;
  await expect(async () => {
    if ((await addButton.count()) === 0) return;
    await addButton.click({ timeout: 5_000 });
    await expect(dialog).toBeVisible({ timeout: 3_000 });
    opened = true;
  }).toPass({ timeout: 20_000 });
  if (!opened) return [];
  await expect(page.getByTestId('loading-bar')).toHaveCount(0, { timeout: 20_000 });
  const findings = await englishOnScreen(page, `${where}: ${label}`);
  await dialog.getByRole('button', { name: 'Abbrechen', exact: true }).click();
  await expect(dialog).toBeHidden();
  return findings;
}

/** Walks the menu; each page's English is reported on its own, so one page's finding does not hide the next's. */
async function walkMenu(page: Page, account: Account): Promise<void> {
  await signInWithoutForm(page, account, '/home');
  const shell = new ShellPage(page);
  await settle(page);
  const links = await shell.menu.getByRole('link').all();
  const paths = [...new Set(await Promise.all(links.map(async (link) => (await link.getAttribute('href')) ?? '')))];
  expect(paths.length).toBeGreaterThan(1);
  for (const path of paths) {
    await test.step(path, async () => {
      // Through the menu's link, as a user goes, without loading the console again; a link inside a closed group is
      // not clickable, so its click is dispatched.
      await shell.menu.locator(`a[href="${path}"]`).first().dispatchEvent('click');
      await page.waitForURL((url) => url.pathname === path);
      await settle(page);
      const findings = await englishOnScreen(page, path);
      if ((await page.locator('main table').count()) > 0) {
        // The add dialog first: a row that opens a page of its own (a dashboard) leaves the list behind.
        findings.push(...(await readAddDialog(page, path)));
        findings.push(...(await readDetails(page, path)));
      }
      expect.soft(findings, `English text on ${path}`).toEqual([]);
    });
  }
}

const AUTHORITIES: { name: string; account: Account }[] = [
  { name: 'tenant administrator', account: TENANT_ADMIN },
  { name: 'customer user', account: CUSTOMER_USER },
  { name: 'system administrator', account: SYSADMIN },
];

test.describe('a German user meets no English', () => {
  // The demo accounts have no language of their own, so they follow the browser's.
  test.use({ locale: 'de-DE' });

  for (const { name, account } of AUTHORITIES) {
    test(`every page of the ${name}'s menu, a details panel and an add dialog are in German`, async ({ page }) => {
      test.setTimeout(240_000);
      await walkMenu(page, account);
    });
  }
});
