import { TENANT_ADMIN } from '../fixtures/accounts';
import { signInWithoutForm } from '../fixtures/session';
import { expect, test, unique } from '../fixtures/test';
import { AuditLogsTable } from '../pages/AuditLogsTable';
import { DevicesPage } from '../pages/DevicesPage';
import { ShellPage } from '../pages/ShellPage';

test.describe('audit logs', () => {
  test.beforeEach(async ({ page }) => {
    await signInWithoutForm(page, TENANT_ADMIN);
    // The landing navigation to /home must be over before the menu is used, or it would take the page back.
    await expect(page).toHaveURL(/\/home$/);
  });

  test('a device deleted in the console leaves a DELETED entry with its name and user, whose details are JSON', async ({
    page,
    tenantApi,
  }) => {
    const kept = unique('Audited pump');
    const deleted = unique('Audited valve');
    await tenantApi.devices.save({ name: kept });
    const deletedDevice = await tenantApi.devices.save({ name: deleted });
    const shell = new ShellPage(page);
    await shell.openMenuEntry('Devices');
    const devices = new DevicesPage(page);
    await devices.rowAction(deleted, 'Delete');
    await devices.confirm();
    await expect(devices.row(deleted)).toHaveCount(0);

    await shell.openMenuEntry('Audit Logs');
    await expect(page).toHaveURL(/\/auditLogs$/);
    const logs = new AuditLogsTable(page, page.getByRole('main'));
    const entry = logs.rowsWith(deleted, TENANT_ADMIN.username, 'Deleted', 'Success', 'Device');
    await expect(entry).toHaveCount(1);
    await logs.openDetails(entry);
    await expect(logs.detailsDialog.getByRole('textbox', { name: 'Action data' })).toContainText(
      `"entityId": "${deletedDevice.id.id}"`,
    );
    await logs.detailsDialog.getByRole('button', { name: 'Close' }).click();

    // the action type filter narrows the list to the chosen types
    await logs.container.getByRole('combobox', { name: 'Action types' }).click();
    await page.getByRole('option', { name: 'Added', exact: true }).click();
    await page.keyboard.press('Escape');
    await expect(logs.rowsWith(kept, 'Added')).toHaveCount(1);
    await expect(logs.rowsWith(deleted, 'Deleted')).toHaveCount(0);

    await shell.openMenuEntry('Devices');
    await expect(page).toHaveURL(/\/devices$/);
    // the list is live: other tests' devices report activity and their rows redraw, which may swallow a click
    await expect(async () => {
      await devices.row(kept).click();
      await expect(devices.detailsTitle).toHaveText(kept, { timeout: 3_000 });
    }).toPass({ timeout: 20_000 });
    const tab = new AuditLogsTable(page, devices.details);
    await tab.openTab();
    await expect(tab.rowsWith(kept, 'Added', TENANT_ADMIN.username)).toHaveCount(1);
    await expect(tab.rows).toHaveCount(1);
  });

  test('a failing audit log list shows the server’s message', async ({ page }) => {
    await page.route('**/api/audit/logs?**', (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({
          status: 500,
          errorCode: 2,
          message: 'Audit logs are unavailable',
          timestamp: '2026-01-01T00:00:00.000+00:00',
        }),
      }),
    );
    await new ShellPage(page).openMenuEntry('Audit Logs');
    await expect(new ShellPage(page).toasts).toContainText('Audit logs are unavailable');
    await expect(new AuditLogsTable(page, page.getByRole('main')).rows).toHaveCount(0);
  });
});
