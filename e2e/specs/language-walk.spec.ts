import type { Page } from '@playwright/test';
import { type Account, CUSTOMER_USER, SYSADMIN, TENANT_ADMIN } from '../fixtures/accounts';
import { untranslatedEnglish } from '../fixtures/english-texts';
import { expect, test } from '../fixtures/test';
import { LoginPage } from '../pages/LoginPage';
import { ShellPage } from '../pages/ShellPage';

/** English texts that are data or proper names here, not interface text: the demo data and product names. */
const DATA_TEXTS = new Set(['Fleetdeck']);

const ENGLISH = untranslatedEnglish('de_DE');

interface Finding {
  where: string;
  text: string;
  key: string;
}

/** The English interface texts visible on the page now, as a German user would meet them. */
async function englishOnScreen(page: Page, where: string): Promise<Finding[]> {
  const texts: string[] = await page.evaluate(() => {
    const found: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim();
      const parent = node.parentElement;
      if (!text || !parent?.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
      found.push(text);
    }
    return found;
  });
  return [...new Set(texts)]
    .filter((text) => ENGLISH.has(text) && !DATA_TEXTS.has(text))
    .map((text) => ({ where, text, key: ENGLISH.get(text) ?? '' }));
}

/** Waits until the page has its data: its heading is shown and no request is running. */
async function settle(page: Page): Promise<void> {
  await expect(new ShellPage(page).heading).toBeVisible();
  await expect(page.getByTestId('loading-bar')).toHaveCount(0, { timeout: 20_000 });
}

/** Opens the first entity of a list page in its details panel, and the add dialog, and reads each. */
async function walkList(page: Page, where: string): Promise<Finding[]> {
  const findings: Finding[] = [];
  const firstRow = page.locator('main tbody tr').first();
  if ((await firstRow.count()) > 0 && (await firstRow.locator('td').count()) > 1) {
    const path = new URL(page.url()).pathname;
    await firstRow.locator('td').nth(1).click();
    const details = page.getByRole('region', { name: /Details|details/i });
    if (await details.isVisible({ timeout: 5_000 }).catch(() => false)) {
      await expect(page.getByTestId('loading-bar')).toHaveCount(0, { timeout: 20_000 });
      findings.push(...(await englishOnScreen(page, `${where}: details`)));
      await page.keyboard.press('Escape');
      await expect(details).toBeHidden();
    } else if (new URL(page.url()).pathname !== path) {
      // The row opens a page of its own (a dashboard): read it and come back.
      await expect(page.getByTestId('loading-bar')).toHaveCount(0, { timeout: 20_000 });
      findings.push(...(await englishOnScreen(page, `${where}: opened`)));
      await page.goto(path);
      await settle(page);
    }
  }
  const addButton = page.locator('main header, main .MuiToolbar-root').first().getByRole('button').first();
  const addLabel = (await addButton.getAttribute('aria-label')) ?? '';
  if (/hinzufügen/i.test(addLabel)) {
    await addButton.click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expect(page.getByTestId('loading-bar')).toHaveCount(0, { timeout: 20_000 });
    findings.push(...(await englishOnScreen(page, `${where}: ${addLabel}`)));
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  }
  return findings;
}

const AUTHORITIES: { name: string; account: Account }[] = [
  { name: 'system administrator', account: SYSADMIN },
  { name: 'tenant administrator', account: TENANT_ADMIN },
  { name: 'customer user', account: CUSTOMER_USER },
];

test.describe('a German user meets no English', () => {
  // The demo accounts have no language of their own, so they follow the browser's.
  test.use({ locale: 'de-DE' });

  for (const { name, account } of AUTHORITIES) {
    test(`every page of the ${name}'s menu, a details panel and an add dialog are in German`, async ({ page }) => {
      test.setTimeout(300_000);
      await new LoginPage(page).signInAndWait(account);
      const shell = new ShellPage(page);
      await settle(page);
      const links = await shell.menu.getByRole('link').all();
      const paths = [...new Set(await Promise.all(links.map(async (link) => (await link.getAttribute('href')) ?? '')))];
      expect(paths.length).toBeGreaterThan(1);
      const findings: Finding[] = [];
      for (const path of paths) {
        await page.goto(path);
        await settle(page);
        findings.push(...(await englishOnScreen(page, path)));
        if ((await page.locator('main table').count()) > 0) findings.push(...(await walkList(page, path)));
      }
      expect(findings).toEqual([]);
    });
  }
});
