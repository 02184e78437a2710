import type { SmsProviderConfiguration } from '@fleetdeck/model';
import { SYSADMIN } from '../fixtures/accounts';
import { freePort } from '../fixtures/server';
import { signInWithoutForm } from '../fixtures/session';
import { SmsCenter } from '../fixtures/sms-center';
import { expect, test } from '../fixtures/test';
import { ShellPage } from '../pages/ShellPage';
import { SmsProviderPage } from '../pages/SmsProviderPage';

test.describe('SMS provider', () => {
  const center = new SmsCenter();
  test.beforeAll(async () => center.start());
  test.afterAll(async () => center.stop());

  async function fillSmpp(settings: SmsProviderPage, port: number): Promise<void> {
    await settings.chooseType('SMPP');
    await settings.field('SMPP host').fill('127.0.0.1');
    await settings.field('SMPP port').fill(String(port));
    await settings.field('System ID').fill(SmsCenter.SYSTEM_ID);
    await settings.password().fill(SmsCenter.PASSWORD);
  }

  test('an SMPP provider is saved and its test SMS reaches the SMS centre', async ({ page, sysadminApi }) => {
    await signInWithoutForm(page, SYSADMIN);
    await page.getByRole('region', { name: 'System settings' }).getByRole('link', { name: 'SMS provider' }).click();
    await expect(page).toHaveURL(/\/settings\/sms-provider$/);
    const settings = new SmsProviderPage(page);
    await expect(settings.providerType).toHaveText('Amazon SNS');
    await fillSmpp(settings, center.port);
    await settings.save.click();
    const shell = new ShellPage(page);
    await expect(shell.toasts).toContainText('Settings saved.');
    const saved = (await sysadminApi.admin.settings<SmsProviderConfiguration>('sms')).jsonValue;
    expect(saved).toMatchObject({ type: 'SMPP', host: '127.0.0.1', port: center.port, systemId: 'fleetdeck' });

    await page.reload();
    await expect(settings.providerType).toHaveText('SMPP');
    await expect(settings.field('SMPP port')).toHaveValue(String(center.port));
    await settings.sendTest('+15550100123');
    await expect(shell.toasts).toContainText('Test SMS was successfully sent!');
    await expect(settings.testDialog).toBeHidden();
    expect(await center.waitForMessage('+15550100123')).toBe('Test message from Fleetdeck');
  });

  test('a test SMS through an SMPP server that is not there shows why it failed', async ({ page }) => {
    await signInWithoutForm(page, SYSADMIN, '/settings/sms-provider');
    const settings = new SmsProviderPage(page);
    await fillSmpp(settings, await freePort());
    await settings.sendTestSms.click();
    const number = settings.testDialog.getByRole('textbox', { name: 'Phone Number To' });
    await number.fill('5550100');
    await settings.testDialog.getByRole('button', { name: 'Send test SMS' }).click();
    await expect(settings.testDialog).toContainText('Invalid phone number. It must be in E.164 format');
    await number.fill('+15550100124');
    await settings.testDialog.getByRole('button', { name: 'Send test SMS' }).click();
    const shell = new ShellPage(page);
    await expect(shell.toasts).toContainText(/Unable to send SMS: .*ECONNREFUSED/);
    await expect(settings.testDialog).toBeVisible();
  });
});
