import { TENANT_ADMIN } from '../fixtures/accounts';
import { linesOf, sidewaysOverflow } from '../fixtures/geometry';
import { signInWithoutForm } from '../fixtures/session';
import { expect, test } from '../fixtures/test';
import { EntityListPage } from '../pages/EntityListPage';

const LISTS = [
  { path: '/devices', title: '设备' },
  { path: '/assets', title: '资产' },
  { path: '/customers', title: '客户' },
];

test.describe('Chinese column headers on a 1024 px laptop', () => {
  test.use({ locale: 'zh-CN', viewport: { width: 1024, height: 768 } });

  for (const { path, title } of LISTS) {
    test(`the ${path.slice(1)} list keeps each header on one line and fits the width`, async ({ page }) => {
      test.slow();
      await signInWithoutForm(page, TENANT_ADMIN, path);
      const list = new EntityListPage(page);
      await expect(page.getByRole('banner').getByRole('heading', { level: 1 })).toHaveText(title);
      await expect(list.rows.first()).toBeVisible({ timeout: 30_000 });

      const headers = await page.locator('main thead th').all();
      expect(headers.length).toBeGreaterThan(2);
      for (const header of headers) {
        const text = (await header.innerText()).trim();
        if (!text) continue;
        // One line: the text's line boxes share one top, and the cell is no taller than one line and its padding.
        expect(await linesOf(header), `header "${text}"`).toBe(1);
        const { height, oneLine } = await header.evaluate((cell) => {
          const style = getComputedStyle(cell);
          const lineHeight = Number.parseFloat(style.lineHeight) || Number.parseFloat(style.fontSize) * 1.5;
          const padding = Number.parseFloat(style.paddingTop) + Number.parseFloat(style.paddingBottom);
          return { height: cell.getBoundingClientRect().height, oneLine: lineHeight + padding };
        });
        expect(height, `height of header "${text}"`).toBeLessThanOrEqual(oneLine * 1.5);
      }
      expect(await sidewaysOverflow(page)).toEqual({ document: 0, main: 0 });
    });
  }
});
