import type { Locator } from '@playwright/test';
import { TENANT_ADMIN } from '../fixtures/accounts';
import { boxOf } from '../fixtures/geometry';
import { signInWithoutForm } from '../fixtures/session';
import { expect, test } from '../fixtures/test';
import { DeviceProfilesPage } from '../pages/DeviceProfilesPage';
import { EntityViewsPage } from '../pages/EntityViewsPage';

/** The outlined box of a field, found by its combobox: the part a user sees as the field. */
function fieldOutline(combobox: Locator): Locator {
  return combobox.locator('xpath=ancestor::div[contains(@class, "MuiInputBase-root")][1]');
}

test.describe('form alignment', () => {
  test.beforeEach(async ({ page }) => {
    test.slow();
    await signInWithoutForm(page, TENANT_ADMIN);
  });

  test('the fields of the key filter row line up', async ({ page }) => {
    const profiles = new DeviceProfilesPage(page);
    await page.goto('/deviceProfiles');
    await profiles.startAdding('Add device profile');
    await profiles.openEditorTab('Alarm rules');
    const rule = await profiles.addAlarmRule('Alignment');
    await rule.getByRole('button', { name: 'Edit alarm rule condition' }).first().click();
    await profiles.conditionDialog.getByRole('button', { name: 'Add key filter' }).click();
    const dialog = profiles.keyFilterDialog;
    const tops = await Promise.all(
      ['Key type', 'Key name', 'Value type'].map(
        async (name) => (await boxOf(fieldOutline(dialog.getByRole('combobox', { name })))).y,
      ),
    );
    const [keyType = 0, keyName = 0, valueType = 0] = tops;
    expect(Math.abs(keyName - keyType)).toBeLessThanOrEqual(2);
    expect(Math.abs(valueType - keyType)).toBeLessThanOrEqual(2);
  });

  test('the target entity heading of an entity view stands clear of the fields below it', async ({ page }) => {
    const views = new EntityViewsPage(page);
    await page.goto('/entityViews');
    await views.startAdding('Add entity view');
    const heading = await boxOf(views.dialog.getByText('Target entity', { exact: true }));
    const typeSelect = views.dialog.getByRole('combobox', { name: /^Type/ });
    const typeField = await boxOf(fieldOutline(typeSelect));
    const typeLabel = await typeSelect.evaluate((select) => {
      // A select names itself by its label's id first, then its shown value's.
      const labelId = select.getAttribute('aria-labelledby')?.split(' ')[0] ?? '';
      const label = document.getElementById(labelId)?.getBoundingClientRect();
      if (!label) throw new Error('the Type field has no label');
      return { y: label.y, height: label.height };
    });
    expect(typeLabel.y).toBeGreaterThanOrEqual(heading.y + heading.height);
    expect(typeField.y).toBeGreaterThanOrEqual(heading.y + heading.height);
  });
});
