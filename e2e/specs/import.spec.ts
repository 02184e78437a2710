import { TENANT_ADMIN } from '../fixtures/accounts';
import { signInWithoutForm } from '../fixtures/session';
import { expect, test, unique } from '../fixtures/test';
import { AssetsPage } from '../pages/AssetsPage';
import { ImportWizard } from '../pages/ImportWizard';
import { ShellPage } from '../pages/ShellPage';

test.describe('CSV import', () => {
  test('imports 50 assets with one bad line: 49 are created and the bad line is reported', async ({ page }) => {
    const prefix = unique('Imported');
    const lines = ['name,type,floor'];
    for (let index = 1; index <= 50; index++) {
      // File line 11 (the header is line 1) has no name.
      lines.push(index === 10 ? ',room,3' : `${prefix} ${String(index).padStart(2, '0')},room,${index}`);
    }
    await signInWithoutForm(page, TENANT_ADMIN);
    await new ShellPage(page).openMenuEntry('Assets');
    const assets = new AssetsPage(page);
    await page.getByRole('button', { name: 'Import assets' }).click();

    const wizard = new ImportWizard(page, 'Import assets');
    await wizard.chooseFile('assets.csv', `${lines.join('\n')}\n`);
    await wizard.continue();
    await expect(wizard.dialog.getByTestId('import-column')).toHaveCount(3);
    await expect(wizard.dialog.getByRole('combobox', { name: 'Column type 3' })).toHaveText('Server attribute');
    await wizard.startImport();

    await expect(wizard.result).toContainText('49 new entities were successfully created.');
    await expect(wizard.result).toContainText('There was an error creating 1 entities.');
    await expect(wizard.result).toContainText('Line: 11; Error: Asset name should be specified!');
    await wizard.dialog.getByRole('button', { name: 'OK' }).click();

    await new ShellPage(page).search(prefix);
    await expect(assets.rangeLabel).toHaveText('1 – 10 of 49');
  });

  test('a file is required before the import goes on', async ({ page }) => {
    await signInWithoutForm(page, TENANT_ADMIN);
    await new ShellPage(page).openMenuEntry('Assets');
    await page.getByRole('button', { name: 'Import assets' }).click();
    const wizard = new ImportWizard(page, 'Import assets');
    await wizard.continue();
    await expect(wizard.dialog.getByText('No file selected').last()).toBeVisible();
    await expect(wizard.dialog.getByRole('button', { name: 'Continue' })).toBeVisible();
  });
});
