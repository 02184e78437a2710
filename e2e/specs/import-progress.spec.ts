import { TENANT_ADMIN } from '../fixtures/accounts';
import { signInWithoutForm } from '../fixtures/session';
import { expect, test, unique } from '../fixtures/test';
import { DevicesPage } from '../pages/DevicesPage';
import { ImportWizard } from '../pages/ImportWizard';
import { ShellPage } from '../pages/ShellPage';

test.describe('CSV import progress', () => {
  test('shows the progress of a large import slice by slice, and reports a bad line by its line in the file', async ({
    page,
  }) => {
    // 1,200 devices in two requests: on a loaded two-core machine this takes longer than one page's test.
    test.setTimeout(150_000);
    const prefix = unique('Sliced');
    const lines = ['name,type,floor'];
    for (let index = 1; index <= 1200; index++) {
      // File line 1102 (the header is line 1) has no name; it travels in the second slice of the file.
      lines.push(
        index === 1101 ? ',sliced-meter,3' : `${prefix} ${String(index).padStart(4, '0')},sliced-meter,${index}`,
      );
    }
    // The second slice is held until the bar has shown the first one done: 1,000 lines, the header among them.
    let releaseSecond = () => {};
    const secondHeld = new Promise<void>((resolve) => {
      releaseSecond = resolve;
    });
    let requests = 0;
    await page.route('**/api/device/bulk_import', async (route) => {
      requests += 1;
      if (requests === 2) await secondHeld;
      await route.continue();
    });

    await signInWithoutForm(page, TENANT_ADMIN);
    await new ShellPage(page).openMenuEntry('Devices');
    await page.getByRole('button', { name: 'Import devices' }).click();
    const wizard = new ImportWizard(page, 'Import devices');
    await wizard.chooseFile('devices.csv', `${lines.join('\n')}\n`);
    await wizard.continue();
    await wizard.startImport();

    await expect(wizard.progress).toHaveText('999 / 1200', { timeout: 30_000 });
    await expect(wizard.progressBar).toHaveAttribute('aria-valuenow', '83');
    releaseSecond();

    await expect(wizard.result).toContainText('1199 new entities were successfully created.', { timeout: 30_000 });
    await expect(wizard.result).toContainText('There was an error creating 1 entities.');
    await expect(wizard.result).toContainText('Line: 1102; Error: Device name should be specified!');
    expect(requests).toBe(2);
    await wizard.dialog.getByRole('button', { name: 'OK' }).click();

    await new ShellPage(page).search(prefix);
    await expect(new DevicesPage(page).rangeLabel).toHaveText('1 – 10 of 1199');
  });
});
