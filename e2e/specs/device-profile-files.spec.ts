import { TENANT_ADMIN } from '../fixtures/accounts';
import { signInWithoutForm } from '../fixtures/session';
import { expect, test, unique } from '../fixtures/test';
import { DeviceProfilesPage } from '../pages/DeviceProfilesPage';
import { ShellPage } from '../pages/ShellPage';

test.describe('device profile files', () => {
  // A worker's first test starts its server and loads the console cold, which on two busy cores takes over 45 s.
  test.describe.configure({ timeout: 120_000 });

  test.beforeEach(async ({ page }) => {
    await signInWithoutForm(page, TENANT_ADMIN);
    await expect(page).toHaveURL(/\/home$/);
    await new ShellPage(page).openMenuEntry('Device profiles');
    await expect(page).toHaveURL(/\/deviceProfiles/);
  });

  test('an exported profile is imported again under a new name with the same settings', async ({ page, tenantApi }) => {
    const name = unique('Boiler');
    const original = await tenantApi.deviceProfiles.save({
      name,
      transportType: 'DEFAULT',
      description: 'Gas boilers in the cellar',
      profileData: {
        configuration: { type: 'DEFAULT' },
        transportConfiguration: { type: 'DEFAULT' },
        provisionConfiguration: { type: 'DISABLED', provisionDeviceSecret: null },
        alarms: null,
      },
    } as Parameters<typeof tenantApi.deviceProfiles.save>[0]);
    const profiles = new DeviceProfilesPage(page);
    const exported = await profiles.exportProfile(name);
    expect(exported.fileName).toBe(`${name.toLowerCase().replace(/\W/g, '_')}.json`);
    expect(exported.json).not.toHaveProperty('id');
    expect(exported.json).not.toHaveProperty('tenantId');
    expect(exported.json).toMatchObject({ name, description: 'Gas boilers in the cellar', default: false });

    const copyName = unique('Boiler copy');
    await profiles.importFile(exported.fileName, JSON.stringify({ ...exported.json, name: copyName }));
    await expect(profiles.dialog).toBeHidden();
    await expect(profiles.row(copyName)).toBeVisible();
    const copy = (await tenantApi.deviceProfiles.list({ pageSize: 10, page: 0, textSearch: copyName })).data[0];
    expect(copy.id.id).not.toBe(original.id.id);
    expect(copy.description).toBe('Gas boilers in the cellar');
    expect(copy.profileData).toEqual(original.profileData);
  });

  test('a file that is not JSON, or a name already taken, is refused in the dialog and nothing is created', async ({
    page,
    tenantApi,
  }) => {
    const profiles = new DeviceProfilesPage(page);
    const before = (await tenantApi.deviceProfiles.list({ pageSize: 100, page: 0 })).totalElements;
    await profiles.importFile('broken.json', '{"name": "Broken", "transportType": ');
    await expect(profiles.dialog.getByRole('alert')).toHaveText(
      'Unable to import device profile: the file is not valid JSON.',
    );

    const taken = (await tenantApi.deviceProfiles.list({ pageSize: 1, page: 0 })).data[0];
    const full = await tenantApi.deviceProfiles.get(taken.id.id);
    await profiles.dialog
      .locator('input[type="file"]')
      .setInputFiles({ name: 'taken.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(full)) });
    await profiles.dialog.getByRole('button', { name: 'Import', exact: true }).click();
    await expect(profiles.dialog.getByRole('alert')).toHaveText('Device profile with such name already exists!');
    await expect(profiles.dialog).toBeVisible();
    expect((await tenantApi.deviceProfiles.list({ pageSize: 100, page: 0 })).totalElements).toBe(before);
  });
});
