import type { PlatformTwoFaSettings, SmsProviderConfiguration } from '@fleetdeck/model';
import { SYSADMIN } from '../fixtures/accounts';
import { freePort } from '../fixtures/server';
import { signInWithoutForm } from '../fixtures/session';
import { SmsCenter } from '../fixtures/sms-center';
import { expect, test } from '../fixtures/test';
import { newTenantAdmin } from '../fixtures/two-factor';
import { LoginPage } from '../pages/LoginPage';
import { ShellPage } from '../pages/ShellPage';
import { SmsProviderPage } from '../pages/SmsProviderPage';
import { SystemSettingsPage } from '../pages/SystemSettingsPage';
import { SecurityTwoFactorSection, TwoFactorPage } from '../pages/TwoFactorPage';

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

test.describe('two-factor sign-in by SMS', () => {
  const center = new SmsCenter();
  test.beforeAll(async () => center.start());
  test.afterAll(async () => center.stop());

  const codeIn = (text: string) => /(\d{6})/.exec(text)?.[1] ?? '';

  // The platform's two-factor settings are the worker server's: other tests find them as they were.
  let twoFaBefore: PlatformTwoFaSettings | null = null;
  test.beforeEach(async ({ sysadminApi }) => {
    twoFaBefore = await sysadminApi.twoFactor.settings();
  });
  test.afterEach(async ({ sysadminApi }) => {
    await sysadminApi.twoFactor.saveSettings(
      twoFaBefore ?? {
        providers: [],
        minVerificationCodeSendPeriod: 30,
        verificationCodeCheckRateLimit: null,
        maxVerificationFailuresBeforeUserLockout: 30,
        totalAllowedTimeForVerification: 3600,
      },
    );
  });

  test('with an SMS provider, an account enrols its phone number and signs in with a texted code', async ({
    page,
    sysadminApi,
    serverUrl,
  }) => {
    await sysadminApi.admin.saveSettings({
      key: 'sms',
      jsonValue: {
        type: 'SMPP',
        protocolVersion: '3.4',
        host: '127.0.0.1',
        port: center.port,
        systemId: SmsCenter.SYSTEM_ID,
        password: SmsCenter.PASSWORD,
      },
    });
    const account = await newTenantAdmin(sysadminApi, serverUrl);
    await signInWithoutForm(page, SYSADMIN, '/settings/2fa');
    const settings = new SystemSettingsPage(page);
    await settings.checkbox('SMS').check();
    await settings.field('Verification message template').fill('Fleetdeck code');
    await settings.save.click();
    await expect(settings.fieldError('Verification message template')).toHaveText(
      `The template must contain $${'{code}'}, where the code goes.`,
    );
    await settings.field('Verification message template').fill(`Fleetdeck code: $${'{code}'}`);
    await settings.save.click();
    const shell = new ShellPage(page);
    await expect(shell.toasts).toContainText('Settings saved.');
    await shell.chooseUserMenuItem('Logout');

    const login = new LoginPage(page);
    await login.signInAndWait(account);
    await page.goto('/security');
    const section = new SecurityTwoFactorSection(page);
    await section.sendSmsCode('5550100125');
    await expect(section.smsDialog).toContainText('Invalid phone number. It must be in E.164 format');
    await section.sendSmsCode('+15550100125');
    await expect(section.smsDialog).toContainText('A code was sent to +15550100125.');
    const enrolment = await center.waitForMessage('+15550100125');
    expect(enrolment).toMatch(/^Fleetdeck code: \d{6}$/);
    await section.confirmSms(codeIn(enrolment));
    await expect(section.smsDialog).toBeHidden();
    await expect(section.smsRow).toContainText('+15550100125');
    await expect(section.smsRow).toContainText('Default');

    await new ShellPage(page).openMenuEntry('Home');
    await new ShellPage(page).chooseUserMenuItem('Logout');
    await login.signIn(account);
    const step = new TwoFactorPage(page);
    await expect(step.heading).toBeVisible();
    await expect(page.getByText('A security code has been sent to your phone at +15*******25.')).toBeVisible();
    await step.enterCode(codeIn(await center.waitForMessage('+15550100125')));
    await expect(page).toHaveURL(/\/home$/);
  });
});
