import { TENANT_ADMIN } from '../fixtures/accounts';
import { signInWithoutForm } from '../fixtures/session';
import { expect, test, unique } from '../fixtures/test';
import { DevicesPage } from '../pages/DevicesPage';
import { EntityListPage } from '../pages/EntityListPage';
import { ShellPage } from '../pages/ShellPage';

/** The details panel is part of the address (?details=<id>), so a reload or a shared link opens it again. */
test.describe('details link', () => {
  test.beforeEach(async ({ page }) => {
    await signInWithoutForm(page, TENANT_ADMIN);
    await expect(page).toHaveURL(/\/home$/);
  });

  test('an opened device stays open after a reload, and closing it leaves the address', async ({ page, tenantApi }) => {
    const device = await tenantApi.devices.save({ name: unique('Reloaded boiler') });
    const devices = new DevicesPage(page);
    await page.goto(`/devices?textSearch=${encodeURIComponent(device.name)}`);
    await devices.row(device.name).click();
    await expect(devices.detailsTitle).toHaveText(device.name);
    await expect(page).toHaveURL(new RegExp(`details=${device.id.id}`));

    await page.reload();
    await expect(devices.detailsTitle).toHaveText(device.name);

    await devices.closeDetails();
    await expect(devices.details).toBeHidden();
    await expect(page).not.toHaveURL(/details=/);
    await expect(page).toHaveURL(/textSearch=/);
  });

  test('a row clicked while a search is still being applied keeps both the search and the panel', async ({
    page,
    tenantApi,
  }) => {
    const device = await tenantApi.devices.save({ name: unique('Hasty valve') });
    const devices = new DevicesPage(page);
    await new ShellPage(page).openMenuEntry('Devices');
    // The newest device is already the first row, so the click lands before the debounced search reaches the URL.
    await new ShellPage(page).search(device.name);
    await devices.row(device.name).click();
    await expect(devices.detailsTitle).toHaveText(device.name);
    await expect(page).toHaveURL(new RegExp(`details=${device.id.id}`));
    await expect(page).toHaveURL(/textSearch=Hasty/);
    await page.waitForTimeout(500);
    await expect(devices.detailsTitle).toHaveText(device.name);
  });

  test('a link to an asset on another page of the list opens it', async ({ page, tenantApi }) => {
    const prefix = unique('Paged plant');
    // Newest first: the first asset saved is on the second page of ten.
    const oldest = await tenantApi.assets.save({ name: `${prefix} 00`, type: 'plant' });
    for (let index = 1; index < 11; index++) await tenantApi.assets.save({ name: `${prefix} ${index}`, type: 'plant' });
    const assets = new EntityListPage(page);
    await page.goto(`/assets?textSearch=${encodeURIComponent(prefix)}&details=${oldest.id.id}`);
    await expect(assets.detailsTitle).toHaveText(oldest.name);

    await assets.closeDetails();
    await expect(assets.rangeLabel).toHaveText('1 – 10 of 11');
    await expect(assets.row(oldest.name)).toHaveCount(0);
  });

  test('a link to a device that does not exist says so, and the list still works', async ({ page, tenantApi }) => {
    const missing = '784f394c-42b6-11ee-be56-0242ac120002';
    const device = await tenantApi.devices.save({ name: unique('Present meter') });
    const devices = new DevicesPage(page);
    await page.goto(`/devices?details=${missing}`);
    await expect(devices.detailsError).toHaveText(`Device with id [${missing}] is not found`);

    await devices.closeDetails();
    await expect(page).not.toHaveURL(/details=/);
    await expect(devices.row(device.name)).toBeVisible();
    await devices.row(device.name).click();
    await expect(devices.detailsTitle).toHaveText(device.name);
  });
});
