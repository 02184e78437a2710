import { SYSADMIN, TENANT_ADMIN } from '../fixtures/accounts';
import { signInWithoutForm } from '../fixtures/session';
import { expect, test, unique } from '../fixtures/test';
import { ResourcesLibraryPage } from '../pages/ResourcesLibraryPage';
import { ShellPage } from '../pages/ShellPage';

const MODULE = Buffer.from('export function celsius(f) {\n  return ((f - 32) * 5) / 9;\n}\n');

test.describe('resources library', () => {
  test('a tenant administrator uploads a JS module, finds it by type, downloads it and deletes it', async ({
    page,
  }) => {
    await signInWithoutForm(page, TENANT_ADMIN);
    await new ShellPage(page).openGroupedMenuEntry('Settings', 'Resources library');
    const library = new ResourcesLibraryPage(page);
    const title = unique('Converters');
    const fileName = `${title.replace(/\W/g, '_')}.js`;

    await library.upload({ title, fileName, content: MODULE });
    await expect(library.dialog).toBeHidden();
    await expect(library.row(title)).toContainText('JS module');

    await library.filterByType('JKS');
    await expect(library.row(title)).toHaveCount(0);
    await library.filterByType('JS module');
    await expect(library.row(title)).toBeVisible();

    const downloaded = await library.download(title);
    expect(downloaded.fileName).toBe(fileName);
    expect(downloaded.bytes.equals(MODULE)).toBe(true);

    await library.rowAction(title, 'Delete');
    await expect(library.dialog).toContainText(`Are you sure you want to delete the resource '${title}'?`);
    await library.confirm();
    await expect(library.row(title)).toHaveCount(0);
  });

  test('an upload without a title or with a file over the limit is refused with its message', async ({
    page,
    tenantApi,
  }) => {
    await signInWithoutForm(page, TENANT_ADMIN);
    await new ShellPage(page).openGroupedMenuEntry('Settings', 'Resources library');
    const library = new ResourcesLibraryPage(page);

    await library.upload({ title: '', fileName: 'untitled.js', content: MODULE });
    await expect(library.dialog).toContainText('Title is required.');

    const title = unique('Too large');
    await library.field('Title').fill(title);
    await library.dialog.locator('input[type=file]').setInputFiles({
      name: 'large.js',
      mimeType: 'application/octet-stream',
      buffer: Buffer.alloc(10 * 1024 * 1024 + 1, 0x20),
    });
    await library.confirmAdd();
    await expect(library.dialog).toContainText('The file is larger than 10 MB.');
    const left = await tenantApi.resources.list({ pageSize: 10, page: 0, textSearch: title });
    expect(left.data).toEqual([]);
  });

  test('a system resource is the system administrator’s to delete; a tenant only reads it', async ({
    page,
    sysadminApi,
  }) => {
    const title = unique('Shared key store');
    const saved = await sysadminApi.resources.save({
      title,
      resourceType: 'JKS',
      fileName: `${title.replace(/\W/g, '_')}.jks`,
      data: Buffer.from('key store').toString('base64'),
    });
    try {
      await signInWithoutForm(page, TENANT_ADMIN, '/settings/resources-library');
      const library = new ResourcesLibraryPage(page);
      await expect(library.row(title)).toContainText('JKS');
      await expect(library.row(title).getByRole('button', { name: 'Download resource' })).toBeVisible();
      await expect(library.row(title).getByRole('button', { name: 'Delete' })).toHaveCount(0);

      await signInWithoutForm(page, SYSADMIN);
      await new ShellPage(page).openGroupedMenuEntry('System settings', 'Resources library');
      await library.rowAction(title, 'Delete');
      await library.confirm();
      await expect(library.row(title)).toHaveCount(0);
    } finally {
      await sysadminApi.resources.delete(saved.id.id).catch(() => undefined);
    }
  });
});
