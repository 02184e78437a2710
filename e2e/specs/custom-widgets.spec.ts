import type { Api } from '@fleetdeck/client';
import type { Page } from '@playwright/test';
import { TENANT_ADMIN } from '../fixtures/accounts';
import {
  customWidgetsDashboard,
  liveValueCardFile,
  prefixedValueCardFile,
  throwingCardFile,
} from '../fixtures/custom-widgets';
import { postDeviceTelemetry } from '../fixtures/device-http';
import { signInWithoutForm } from '../fixtures/session';
import { expect, test, unique } from '../fixtures/test';
import { DashboardEditor } from '../pages/DashboardEditor';
import { DashboardPage } from '../pages/DashboardPage';
import { WidgetEditorPage } from '../pages/WidgetEditorPage';
import { WidgetsLibraryPage } from '../pages/WidgetsLibraryPage';

/** A tenant bundle, a device with a temperature, and a way to place a custom type beside a simple card. */
async function boilerRoom(api: Api, serverUrl: string) {
  const bundle = await api.widgets.saveBundle({ title: unique('Boiler room') });
  const device = await api.devices.save({ name: unique('Boiler'), type: 'default' });
  const { credentialsId } = await api.devices.credentials(device.id.id);
  await postDeviceTelemetry(serverUrl, credentialsId, { temperature: 21.46 });
  const place = async (typeAlias: string) => {
    const dashboard = await api.dashboards.save(
      customWidgetsDashboard({
        title: unique('Boiler room'),
        deviceId: device.id.id,
        bundleAlias: bundle.alias,
        typeAlias,
      }),
    );
    return dashboard.id.id;
  };
  return { bundle, device, credentialsId, place };
}

async function openDashboard(page: Page, dashboardId: string) {
  const view = new DashboardPage(page);
  await view.goto(dashboardId);
  const simple = view.widget('Boiler card');
  // the dashboard's code loads first, slowly on a shared machine
  await expect(simple).toBeVisible({ timeout: 45_000 });
  const custom = view.widget('Boiler live');
  return { view, simple, custom, frame: custom.frameLocator('[data-testid="custom-widget-frame"]') };
}

test.describe('custom widgets', () => {
  test.describe.configure({ timeout: 90_000 });

  test("an imported custom widget type shows the device's live value from its sandbox", async ({
    page,
    serverUrl,
    tenantApi,
  }) => {
    const { bundle, device, credentialsId, place } = await boilerRoom(tenantApi, serverUrl);
    await signInWithoutForm(page, TENANT_ADMIN, `/widgets-bundles/${bundle.id.id}/widgetTypes`);
    const library = new WidgetsLibraryPage(page);
    await library.openImport('Import widget');
    await library.chooseImportFile('live_value.json', JSON.stringify(liveValueCardFile('Live value', 'live_value')));
    await library.confirmImport();
    await expect(library.dialog).toBeHidden();
    await expect(library.card('Live value')).toBeVisible();

    const { view, custom, frame } = await openDashboard(page, await place('live_value'));
    await expect(frame.locator('.value')).toHaveText(`${device.name}: 21.5 °C`);
    await postDeviceTelemetry(serverUrl, credentialsId, { temperature: 35 });
    await expect(frame.locator('.value')).toHaveText(`${device.name}: 35.0 °C`);
    await expect(view.placeholders).toHaveCount(0);
    await expect(custom.getByTestId('widget-error')).toHaveCount(0);
  });

  test("a custom type added from the add widget dialog shows the device's value and applies a changed setting", async ({
    page,
    serverUrl,
    tenantApi,
  }) => {
    const { bundle, place } = await boilerRoom(tenantApi, serverUrl);
    await tenantApi.widgets.saveWidgetType({
      ...prefixedValueCardFile('Prefixed value', 'prefixed_value'),
      bundleAlias: bundle.alias,
    });
    await signInWithoutForm(page, TENANT_ADMIN);
    const dashboardId = await place('prefixed_value');
    const { view } = await openDashboard(page, dashboardId);
    const editor = new DashboardEditor(page);
    await editor.editButton.click();
    await editor.pickWidgetType(bundle.title, 'Prefixed value');
    const config = editor.newWidgetDialog;
    await editor.addTimeseriesKey(config, 'Device', 'temperature');
    await config.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(config).toBeHidden();

    const added = view.widget('New Prefixed value');
    const frame = added.frameLocator('[data-testid="custom-widget-frame"]');
    await expect(frame.locator('.value')).toHaveText('Reading: 21.46');

    // its settings form is generated from the type's settings schema
    await added.getByRole('button', { name: 'Edit widget' }).click();
    const settings = page.getByRole('dialog', { name: 'Edit widget' });
    await settings.getByRole('tab', { name: 'Settings' }).click();
    await settings.getByRole('textbox', { name: 'Value prefix' }).fill('Boiler');
    await settings.getByRole('button', { name: 'Save' }).click();
    await expect(settings).toBeHidden();
    await expect(frame.locator('.value')).toHaveText('Boiler: 21.46');

    await editor.saveButton.click();
    await expect(editor.editButtons).toBeHidden();
    const saved = await tenantApi.dashboards.get(dashboardId);
    const widget = Object.values(saved.configuration.widgets as Record<string, { config: { title: string } }>).find(
      (entry) => entry.config.title === 'New Prefixed value',
    );
    expect(widget).toMatchObject({
      isSystemType: false,
      bundleAlias: bundle.alias,
      typeAlias: 'prefixed_value',
      sizeX: 7,
      sizeY: 3,
      config: { settings: { prefix: 'Boiler' } },
    });
  });

  test('a custom widget that throws shows the widget error while the card beside it keeps showing data', async ({
    page,
    serverUrl,
    tenantApi,
  }) => {
    const { bundle, credentialsId, place } = await boilerRoom(tenantApi, serverUrl);
    await tenantApi.widgets.saveWidgetType({
      ...throwingCardFile('Broken value', 'broken_value'),
      bundleAlias: bundle.alias,
    });
    await signInWithoutForm(page, TENANT_ADMIN);

    const { simple, custom } = await openDashboard(page, await place('broken_value'));
    await expect(custom.getByTestId('widget-error')).toContainText('The reading failed on purpose');
    await expect(custom.getByTestId('custom-widget-frame')).toHaveCount(0);
    await expect(simple.getByTestId('simple-card-value')).toHaveText('21.5 °C');
    await postDeviceTelemetry(serverUrl, credentialsId, { temperature: 35 });
    await expect(simple.getByTestId('simple-card-value')).toHaveText('35 °C');
  });

  test('the widget editor previews changed HTML, saves it and shows it again when reopened', async ({
    page,
    serverUrl,
    tenantApi,
  }) => {
    const { bundle } = await boilerRoom(tenantApi, serverUrl);
    await tenantApi.widgets.saveWidgetType({
      ...liveValueCardFile('Live value', 'live_value'),
      bundleAlias: bundle.alias,
    });
    await signInWithoutForm(page, TENANT_ADMIN, `/widgets-bundles/${bundle.id.id}/widgetTypes`);
    const library = new WidgetsLibraryPage(page);
    await library.card('Live value').getByRole('button', { name: 'Open in widget editor' }).click();
    await page.waitForURL(/\/widgetTypes\/[0-9a-f-]{36}$/);
    const editor = new WidgetEditorPage(page);
    await expect(editor.name).toHaveValue('Live value');
    // the preview runs the saved code on the function datasource's Random values
    await expect(editor.preview.locator('.value')).toHaveText(/: -?\d+(\.\d+)?$/);

    await editor.replaceSource('HTML', '<div class="greeting">Hello from the editor</div>');
    await editor.run.click();
    await expect(editor.preview.locator('.greeting')).toHaveText('Hello from the editor');
    await editor.save.click();
    await expect(editor.save).toBeDisabled();

    await page.reload();
    await expect(await editor.source('HTML')).toHaveText('<div class="greeting">Hello from the editor</div>');
    await expect(editor.preview.locator('.greeting')).toHaveText('Hello from the editor');
  });
});
