import type { Api } from '@fleetdeck/client';
import { SYSADMIN, TENANT_ADMIN } from '../fixtures/accounts';
import { signInWithoutForm } from '../fixtures/session';
import { expect, test, unique } from '../fixtures/test';
import { ShellPage } from '../pages/ShellPage';
import { WidgetsLibraryPage } from '../pages/WidgetsLibraryPage';

/** A one-pixel PNG, the preview picture of the imported widget type. */
const PIXEL =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

/** A widget type as the platform exports it: its details without ids. */
function widgetTypeFile(name: string) {
  return {
    bundleAlias: 'somewhere_else',
    alias: 'soil_moisture',
    name,
    image: PIXEL,
    description: '<b>Moisture</b> of the soil',
    descriptor: {
      type: 'latest',
      sizeX: 5,
      sizeY: 3,
      resources: [],
      templateHtml: '<div class="moisture"></div>',
      templateCss: '.moisture { color: green; }',
      controllerScript: 'self.onInit = function() {};',
      settingsSchema: '{"schema":{"type":"object","properties":{}}}',
      dataKeySettingsSchema: '{}',
      defaultConfig: '{"datasources":[]}',
    },
  };
}

async function bundlesTitled(api: Api, title: string) {
  const page = await api.widgets.bundles({ page: 0, pageSize: 10, textSearch: title });
  return page.data.filter((bundle) => bundle.title === title);
}

test.describe('widgets library', () => {
  // each test signs in and reads, writes and downloads several bundles on two shared cores
  test.describe.configure({ timeout: 90_000 });

  test('a tenant administrator reads the system bundles and the widget types of Charts', async ({ page }) => {
    await signInWithoutForm(page, TENANT_ADMIN);
    const shell = new ShellPage(page);
    await shell.openMenuEntry('Widgets Library');
    const library = new WidgetsLibraryPage(page);

    // the system bundles are listed as system ones, which a tenant only reads
    await shell.search('Charts');
    const charts = library.row('Charts');
    await expect(charts.getByLabel('System')).toBeVisible();
    await expect(charts.getByRole('button', { name: 'Delete' })).toHaveCount(0);

    await library.openBundle('Charts');
    await expect(library.cards).toHaveCount(9);
    const bars = library.card('Bars');
    await expect(bars).toContainText('Latest values');
    await expect(bars.getByTestId('widget-type-placeholder')).toContainText('Bars');
    await expect(page.getByRole('button', { name: 'Import widget' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Remove widget type' })).toHaveCount(0);
    await bars.getByRole('heading', { name: 'Bars' }).click();
    await expect(library.dialog.getByLabel('Widget type', { exact: true })).toHaveValue('Latest values');
    await expect(library.dialog.getByLabel('Size')).toHaveValue('7 × 5');
    await library.dialog.getByRole('button', { name: 'Close' }).click();
    await page.goBack();
    await library.rowAction('Charts', 'Widgets bundle details');
    await expect(library.detailsTitle).toHaveText('Charts');
    await expect(library.details.getByRole('button', { name: 'Edit mode' })).toHaveCount(0);
    await library.closeDetails();
  });

  test('a tenant administrator creates a bundle, imports a widget type into it, exports and deletes it', async ({
    page,
    tenantApi,
  }) => {
    await signInWithoutForm(page, TENANT_ADMIN, '/widgets-bundles');
    const shell = new ShellPage(page);
    const library = new WidgetsLibraryPage(page);
    const title = unique('Greenhouse');
    await library.add(title, 'Widgets of the greenhouse');
    await expect(library.row(title)).toBeVisible();
    await expect(library.row(title).getByLabel('System')).toHaveCount(0);
    await library.openBundle(title);
    await expect(page.getByText('Widgets bundle is empty')).toBeVisible();
    await library.openImport('Import widget');
    await library.chooseImportFile('soil_moisture.json', JSON.stringify(widgetTypeFile('Soil moisture')));
    await library.confirmImport();
    await expect(library.dialog).toBeHidden();
    const moisture = library.card('Soil moisture');
    await expect(moisture.getByRole('img', { name: 'Soil moisture' })).toHaveAttribute('src', PIXEL);
    await moisture.getByRole('heading', { name: 'Soil moisture' }).click();
    // the description is shown as the text it is, never as markup
    await expect(library.dialog.getByLabel('Description')).toHaveValue('<b>Moisture</b> of the soil');
    await expect(library.dialog.getByLabel('Size')).toHaveValue('5 × 3');
    await library.dialog.getByRole('tab', { name: 'Javascript' }).click();
    await expect(library.dialog.getByLabel('Javascript', { exact: true })).toContainText('self.onInit');
    await library.dialog.getByRole('tab', { name: 'HTML' }).click();
    await expect(library.dialog.getByLabel('HTML', { exact: true })).toContainText('<div class="moisture"></div>');
    await library.dialog.getByRole('button', { name: 'Close' }).click();

    // the export is the platform's: the bundle and the details of its widget types, without ids
    await library.goto();
    await shell.search(title);
    const exported = await library.exportBundle(title);
    const [created] = await bundlesTitled(tenantApi, title);
    expect(exported.fileName).toBe(`${created?.alias}.json`);
    const file = JSON.parse(exported.text);
    expect(Object.keys(file).sort()).toEqual(['widgetTypes', 'widgetsBundle']);
    expect(file.widgetsBundle).toMatchObject({
      title,
      alias: created?.alias,
      description: 'Widgets of the greenhouse',
    });
    expect(file.widgetsBundle).not.toHaveProperty('id');
    expect(file.widgetTypes).toHaveLength(1);
    expect(file.widgetTypes[0]).toMatchObject({
      name: 'Soil moisture',
      bundleAlias: created?.alias,
      image: PIXEL,
      descriptor: { type: 'latest', sizeX: 5, sizeY: 3 },
    });
    expect(file.widgetTypes[0]).not.toHaveProperty('id');
    expect(file.widgetTypes[0]).not.toHaveProperty('tenantId');

    await library.rowAction(title, 'Delete');
    await library.confirm();
    await expect(library.row(title)).toHaveCount(0);
    expect(await bundlesTitled(tenantApi, title)).toEqual([]);
  });

  test('a file that is not a widgets bundle shows a readable error and creates nothing', async ({
    page,
    tenantApi,
  }) => {
    const before = await tenantApi.widgets.bundles({ page: 0, pageSize: 1 });
    await signInWithoutForm(page, TENANT_ADMIN, '/widgets-bundles');
    const library = new WidgetsLibraryPage(page);

    await library.openImport('Import widgets bundle');
    await library.chooseImportFile('broken.json', '{"widgetsBundle": {"title": "Broken"}, "widgetTypes": ');
    await library.confirmImport();
    await expect(library.importError).toHaveText('Unable to import widgets bundle: the file is not valid JSON.');

    const typeWithoutDescriptor = {
      widgetsBundle: { title: unique('Half') },
      widgetTypes: [{ name: 'No descriptor' }],
    };
    await library.chooseImportFile('half.json', JSON.stringify(typeWithoutDescriptor));
    await library.confirmImport();
    await expect(library.importError).toHaveText(
      'Unable to import widgets bundle: Invalid widgets bundle data structure.',
    );
    await expect(library.dialog).toBeVisible();

    const after = await tenantApi.widgets.bundles({ page: 0, pageSize: 1 });
    expect(after.totalElements).toBe(before.totalElements);
  });

  test('the system administrator manages the system bundles', async ({ page }) => {
    await signInWithoutForm(page, SYSADMIN);
    const shell = new ShellPage(page);
    await shell.openMenuEntry('Widgets Library');
    const library = new WidgetsLibraryPage(page);
    await shell.search('Charts');
    const charts = library.row('Charts');
    await expect(charts.getByLabel('System')).toBeVisible();
    await expect(charts.getByRole('button', { name: 'Delete' })).toBeVisible();
    await library.openBundle('Charts');
    await expect(library.cards).toHaveCount(9);
    await expect(page.getByRole('button', { name: 'Import widget' })).toBeVisible();
    await expect(library.card('Bars').getByRole('button', { name: 'Remove widget type' })).toBeVisible();
    await page.goBack();
    await library.rowAction('Charts', 'Widgets bundle details');
    await expect(library.details.getByRole('button', { name: 'Edit mode' })).toBeVisible();
  });
});
