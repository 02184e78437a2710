import { CUSTOMER_USER, TENANT_ADMIN } from '../fixtures/accounts';
import { signInWithoutForm } from '../fixtures/session';
import { expect, test, unique } from '../fixtures/test';
import { DevicesPage } from '../pages/DevicesPage';
import { ImportWizard } from '../pages/ImportWizard';
import { ShellPage } from '../pages/ShellPage';

test.describe('devices', () => {
  test.beforeEach(async ({ page }) => {
    await signInWithoutForm(page, TENANT_ADMIN);
    // The landing navigation to /home must be over before the menu is used, or it would take the page back.
    await expect(page).toHaveURL(/\/home$/);
    await new ShellPage(page).openMenuEntry('Devices');
    await expect(page).toHaveURL(/\/devices/);
  });

  test('a tenant administrator adds a device and reads its access token', async ({ page, tenantApi, mqttUrl }) => {
    const devices = new DevicesPage(page);
    const name = unique('Boiler');
    await devices.addDevice(name, 'Basement');
    await expect(devices.row(name)).toContainText('default');
    await expect(devices.row(name)).toContainText('Basement');

    const device = await tenantApi.devices.byName(name);
    const { credentialsId: token } = await tenantApi.devices.credentials(device.id.id);
    await devices.openCredentials(name);
    await expect(devices.credentialsDialog.getByRole('combobox', { name: 'Credentials type' })).toHaveText(
      'Access token',
    );
    await expect(devices.credentialsDialog.getByRole('textbox', { name: 'Access token' })).toHaveValue(token);
    await devices.credentialsDialog.getByRole('button', { name: 'Cancel' }).click();

    await devices.row(name).click();
    await devices.details.getByRole('button', { name: 'Check connectivity' }).click();
    // The test server's MQTT API listens on a random port, never 1883: the command names the real one.
    await expect(devices.connectivityDialog.getByTestId('mqtt-command')).toContainText(
      `-p ${new URL(mqttUrl).port} -t v1/devices/me/telemetry -u "${token}" -m '{"temperature":25}'`,
    );
    await expect(devices.connectivityDialog.getByTestId('http-command')).toContainText(`/api/v1/${token}/telemetry`);
  });

  test('MQTT basic credentials need a client id or a user name', async ({ page, tenantApi }) => {
    const name = unique('Mqtt sensor');
    await tenantApi.devices.save({ name });
    const devices = new DevicesPage(page);
    await page.reload();
    await devices.openCredentials(name);
    await devices.chooseCredentialsType('MQTT basic');
    await devices.saveCredentials();
    await expect(devices.credentialsDialog.getByText('Client ID and/or User Name are necessary').first()).toBeVisible();

    await devices.credentialsDialog.getByLabel('User name').fill(`user-${Date.now()}`);
    await devices.credentialsDialog.getByLabel('Password', { exact: true }).fill('secret');
    await devices.credentialsDialog.getByRole('button', { name: 'Show password' }).click();
    await expect(devices.credentialsDialog.getByLabel('Password', { exact: true })).toHaveAttribute('type', 'text');
    await devices.saveCredentials();
    await expect(devices.credentialsDialog).toBeHidden();
    const device = await tenantApi.devices.byName(name);
    const saved = await tenantApi.devices.credentials(device.id.id);
    expect(saved.credentialsType).toBe('MQTT_BASIC');
    expect(JSON.parse(saved.credentialsValue ?? '{}')).toMatchObject({ clientId: null, password: 'secret' });
  });

  test('a device assigned to a customer shows in the list of that customer user', async ({ page, tenantApi }) => {
    const name = unique('Assigned meter');
    await tenantApi.devices.save({ name });
    const devices = new DevicesPage(page);
    await page.reload();
    await devices.assignTo(name, 'Customer A');
    await expect(devices.row(name)).toContainText('Customer A');

    await new ShellPage(page).chooseUserMenuItem('Logout');
    await signInWithoutForm(page, CUSTOMER_USER);
    await expect(page).toHaveURL(/\/home$/);
    await new ShellPage(page).openMenuEntry('Devices');
    await expect(devices.row(name)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Add device' })).toHaveCount(0);
    await devices.rowAction(name, 'View credentials');
    await expect(devices.credentialsDialog.getByRole('button', { name: 'Save' })).toHaveCount(0);
  });

  test('a duplicate device name shows the server message', async ({ page }) => {
    const devices = new DevicesPage(page);
    await devices.startAdding('Add device');
    await devices.field('Name').fill('Test Device A1');
    await devices.confirmAdd();
    await expect(new ShellPage(page).toasts).toContainText('Device with such name already exists!');
    await expect(devices.dialog).toBeVisible();
  });

  test('imports 50 devices with one bad line: 49 are created with their tokens', async ({ page, tenantApi }) => {
    const prefix = unique('Meter');
    const token = (index: number) => `${prefix.replace(/\W/g, '')}T${index}`.slice(-30);
    const lines = ['name,type,accessToken,floor'];
    for (let index = 1; index <= 50; index++) {
      // File line 21 (the header is line 1) has no name.
      lines.push(index === 20 ? `,default,${token(index)},2` : `${prefix} ${index},default,${token(index)},${index}`);
    }
    await page.getByRole('button', { name: 'Import devices' }).click();
    const wizard = new ImportWizard(page, 'Import devices');
    await wizard.chooseFile('devices.csv', `${lines.join('\n')}\n`);
    await wizard.continue();
    await expect(wizard.dialog.getByRole('combobox', { name: 'Column type 3' })).toHaveText('Access token');
    await wizard.startImport();
    await expect(wizard.result).toContainText('49 new entities were successfully created.');
    await expect(wizard.result).toContainText('Line: 21; Error: Device name should be specified!');
    await wizard.dialog.getByRole('button', { name: 'OK' }).click();

    const devices = new DevicesPage(page);
    await new ShellPage(page).search(prefix);
    await expect(devices.rangeLabel).toHaveText('1 – 10 of 49');
    const imported = await tenantApi.devices.byName(`${prefix} 7`);
    expect((await tenantApi.devices.credentials(imported.id.id)).credentialsId).toBe(token(7));
  });
});
