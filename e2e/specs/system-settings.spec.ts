import type { Api } from '@fleetdeck/client';
import type { MailSettings, SecuritySettings } from '@fleetdeck/model';
import { SYSADMIN } from '../fixtures/accounts';
import { Mailbox } from '../fixtures/mailbox';
import { pickOption } from '../fixtures/pick-option';
import { freePort } from '../fixtures/server';
import { signInWithoutForm } from '../fixtures/session';
import { expect, test } from '../fixtures/test';
import { EntityListPage } from '../pages/EntityListPage';
import { ShellPage } from '../pages/ShellPage';
import { SystemSettingsPage } from '../pages/SystemSettingsPage';

/** Each test puts back the settings it changes, so the other tests of the worker's server see the installed ones. */
async function keepingSettings(sysadminApi: Api, body: () => Promise<void>): Promise<void> {
  const [general, mail, security] = await Promise.all([
    sysadminApi.admin.settings('general'),
    sysadminApi.admin.settings<MailSettings>('mail'),
    sysadminApi.admin.securitySettings(),
  ]);
  try {
    await body();
  } finally {
    await sysadminApi.admin.saveSettings(general);
    await sysadminApi.admin.saveSettings(mail);
    await sysadminApi.admin.saveSecuritySettings(security as SecuritySettings);
  }
}

test.describe('system settings', () => {
  test('the system administrator keeps a new base URL after a reload', async ({ page, sysadminApi }) => {
    await keepingSettings(sysadminApi, async () => {
      await signInWithoutForm(page, SYSADMIN);
      const shell = new ShellPage(page);
      await shell.menu.getByRole('link', { name: 'System settings' }).click();
      await expect(page).toHaveURL(/\/settings\/general$/);
      await expect(shell.menu.getByRole('link', { name: 'General' })).toHaveClass(/Mui-selected/);
      const settings = new SystemSettingsPage(page);
      await settings.field('Base URL').fill('https://iot.fleetdeck.test');
      await settings.save.click();
      await expect(shell.toasts).toContainText('Settings saved.');
      await page.reload();
      await expect(settings.field('Base URL')).toHaveValue('https://iot.fleetdeck.test');
      await expect(settings.save).toBeDisabled();
    });
  });

  test('the mail server set to an SMTP server sends the test mail there', async ({ page, sysadminApi }) => {
    const sink = new Mailbox();
    await sink.start();
    try {
      await keepingSettings(sysadminApi, async () => {
        await signInWithoutForm(page, SYSADMIN);
        // the home page's system settings section mirrors the menu group
        await page.getByRole('region', { name: 'System settings' }).getByRole('link', { name: 'Mail server' }).click();
        await expect(page).toHaveURL(/\/settings\/outgoing-mail$/);
        const settings = new SystemSettingsPage(page);
        await settings.field('SMTP host').fill('127.0.0.1');
        await settings.field('SMTP port').fill(String(sink.port));
        await settings.save.click();
        const shell = new ShellPage(page);
        await expect(shell.toasts).toContainText('Settings saved.');
        expect((await sysadminApi.admin.settings<MailSettings>('mail')).jsonValue.smtpPort).toBe(sink.port);
        await settings.sendTestMail.click();
        await expect(shell.toasts).toContainText('Test mail was successfully sent!');
        expect(await sink.waitForMail(SYSADMIN.username)).toContain('the outgoing mail settings work');
      });
    } finally {
      await sink.stop();
    }
  });

  test('a password policy minimum length refuses a shorter new password readably', async ({ page, sysadminApi }) => {
    await keepingSettings(sysadminApi, async () => {
      await signInWithoutForm(page, SYSADMIN, '/settings/security-settings');
      const settings = new SystemSettingsPage(page);
      await expect(settings.checkbox('Allow whitespace')).toBeChecked();
      await settings.field('Minimum password length').fill('10');
      await settings.save.click();
      const shell = new ShellPage(page);
      await expect(shell.toasts).toContainText('Settings saved.');

      await shell.chooseUserMenuItem('Security');
      await page.getByLabel('Current password').fill(SYSADMIN.password);
      // the first of "New password" and "New password again"
      await page.getByLabel('New password').first().fill('short12');
      await page.getByLabel('New password again').fill('short12');
      await page.getByRole('button', { name: 'Change password' }).click();
      await expect(shell.toasts).toContainText('Password must be 10 or more characters in length.');
    });
  });

  test('the help-page button opens the page of the documentation in a new tab', async ({ page, context }) => {
    // The documentation site is answered here: the tests never reach outside.
    await context.route('https://thingsboard.io/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<h1>Security settings guide</h1>' }),
    );
    await signInWithoutForm(page, SYSADMIN, '/settings/security-settings');
    const [guide] = await Promise.all([page.waitForEvent('popup'), new SystemSettingsPage(page).helpLink.click()]);
    await expect(guide).toHaveURL('https://thingsboard.io/docs/user-guide/ui/security-settings');
    await expect(guide.getByRole('heading', { name: 'Security settings guide' })).toBeVisible();
    await expect(page).toHaveURL(/\/settings\/security-settings$/);
  });

  test('an invalid port is refused unsaved, and an unreachable SMTP server fails the test mail readably', async ({
    page,
    sysadminApi,
  }) => {
    await keepingSettings(sysadminApi, async () => {
      const stored = (await sysadminApi.admin.settings<MailSettings>('mail')).jsonValue;
      await signInWithoutForm(page, SYSADMIN, '/settings/outgoing-mail');
      const settings = new SystemSettingsPage(page);
      await settings.field('SMTP port').fill('70000');
      await settings.save.click();
      await expect(settings.fieldError('SMTP port')).toHaveText('SMTP port must be a number from 1 to 65535.');
      expect((await sysadminApi.admin.settings<MailSettings>('mail')).jsonValue.smtpPort).toBe(stored.smtpPort);

      await settings.field('SMTP host').fill('127.0.0.1');
      await settings.field('SMTP port').fill(String(await freePort()));
      await settings.sendTestMail.click();
      await expect(new ShellPage(page).toasts).toContainText('Unable to send mail:');
      expect((await sysadminApi.admin.settings<MailSettings>('mail')).jsonValue).toEqual(stored);
    });
  });

  test('a queue is added with its strategies and listed, and deleted; the Main queue cannot be', async ({
    page,
    sysadminApi,
  }) => {
    const name = `Fast_${Date.now().toString(36)}`;
    await signInWithoutForm(page, SYSADMIN);
    const shell = new ShellPage(page);
    await shell.menu.getByRole('link', { name: 'System settings' }).click();
    await shell.openMenuEntry('Queues');
    const list = new EntityListPage(page);
    await expect(list.row('Main')).toBeVisible();
    await expect(list.row('Main').getByRole('button', { name: 'Delete' })).toHaveCount(0);

    await list.startAdding('Add queue');
    await list.field('Name').fill(name);
    await pickOption(page, list.field('Submit strategy'), 'BATCH');
    await list.field('Batch size').fill('50');
    await pickOption(page, list.field('Processing strategy'), 'RETRY_ALL');
    await list.field('Partitions').fill('2');
    await list.confirmAdd();
    await expect(list.row(name)).toContainText('BATCH');
    await expect(list.row(name)).toContainText('RETRY_ALL');
    const saved = await sysadminApi.queues.byName(name);
    expect(saved).toMatchObject({
      topic: `tb_rule_engine.${name}`,
      partitions: 2,
      submitStrategy: { type: 'BATCH', batchSize: 50 },
      processingStrategy: { type: 'RETRY_ALL' },
    });

    await list.rowAction(name, 'Delete');
    await list.confirm();
    await expect(list.row(name)).toHaveCount(0);
  });

  test('a queue whose name the brokers cannot take is refused in the form and not saved', async ({
    page,
    sysadminApi,
  }) => {
    await signInWithoutForm(page, SYSADMIN, '/settings/queues');
    const list = new EntityListPage(page);
    await list.startAdding('Add queue');
    await list.field('Name').fill('with space');
    await list.confirmAdd();
    await expect(list.dialog).toContainText("Name may hold only ASCII letters and digits, '.', '_' and '-'.");
    const queues = await sysadminApi.queues.list('TB_RULE_ENGINE', { page: 0, pageSize: 100 });
    expect(queues.data.map((queue) => queue.name)).not.toContain('with space');
  });
});
