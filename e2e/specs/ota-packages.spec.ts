import { createHash, randomBytes } from 'node:crypto';
import { TENANT_ADMIN } from '../fixtures/accounts';
import { signInWithoutForm } from '../fixtures/session';
import { expect, test, unique } from '../fixtures/test';
import { OtaPackagesPage } from '../pages/OtaPackagesPage';
import { ShellPage } from '../pages/ShellPage';

test.describe('OTA updates', () => {
  test.beforeEach(async ({ page }) => {
    await signInWithoutForm(page, TENANT_ADMIN);
    await new ShellPage(page).openMenuEntry('OTA updates');
  });

  test('a tenant administrator uploads a firmware with its SHA-256 checksum and downloads it', async ({ page }) => {
    const packages = new OtaPackagesPage(page);
    const title = unique('Firmware');
    const content = randomBytes(3000);
    const sha256 = createHash('sha256').update(content).digest('hex');
    await packages.upload({
      title,
      version: '1.0.0',
      deviceProfile: 'default',
      fileName: 'firmware.bin',
      content,
      checksumAlgorithm: 'SHA-256',
      checksum: sha256,
    });
    await expect(packages.dialog).toBeHidden();
    const row = packages.row(title);
    await expect(row).toContainText('firmware.bin');
    await expect(row).toContainText('2.93 KB');
    await expect(row).toContainText(`SHA256: ${sha256}`);

    const downloaded = await packages.download(title);
    expect(downloaded.fileName).toBe('firmware.bin');
    expect(downloaded.bytes.equals(content)).toBe(true);
  });

  test('a wrong checksum shows the server message and leaves no package behind', async ({ page, tenantApi }) => {
    const packages = new OtaPackagesPage(page);
    const title = unique('Broken firmware');
    await packages.upload({
      title,
      version: '1.0.0',
      deviceProfile: 'default',
      fileName: 'broken.bin',
      content: Buffer.from('not the file the checksum was made for'),
      checksum: 'deadbeef',
    });
    await expect(new ShellPage(page).toasts).toContainText('Wrong otaPackage file!');
    await expect(packages.dialog).toBeVisible();
    const left = await tenantApi.otaPackages.list({ pageSize: 10, page: 0, textSearch: title });
    expect(left.data).toEqual([]);
  });
});
