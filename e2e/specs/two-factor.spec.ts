import { SYSADMIN } from '../fixtures/accounts';
import { backendAs } from '../fixtures/backend';
import { signInWithoutForm } from '../fixtures/session';
import { expect, test } from '../fixtures/test';
import { codeOfMail, newTenantAdmin, otherCode, totpCode } from '../fixtures/two-factor';
import { LoginPage } from '../pages/LoginPage';
import { ShellPage } from '../pages/ShellPage';
import { SystemSettingsPage } from '../pages/SystemSettingsPage';
import { EmailEnrolmentDialog, SecurityTwoFactorSection, TwoFactorPage } from '../pages/TwoFactorPage';

const TOTP_SETTINGS = {
  providers: [{ providerType: 'TOTP' as const, issuerName: 'Fleetdeck' }],
  minVerificationCodeSendPeriod: 30,
  verificationCodeCheckRateLimit: null,
  maxVerificationFailuresBeforeUserLockout: 10,
  totalAllowedTimeForVerification: 600,
};

const EMAIL_SETTINGS = {
  providers: [{ providerType: 'EMAIL' as const, verificationCodeLifetime: 300 }],
  minVerificationCodeSendPeriod: 5,
  verificationCodeCheckRateLimit: null,
  maxVerificationFailuresBeforeUserLockout: 10,
  totalAllowedTimeForVerification: 600,
};

test.describe('two-factor sign-in', () => {
  test('the system administrator enables TOTP, a tenant administrator enrols it and signs in with a code', async ({
    page,
    sysadminApi,
    serverUrl,
  }) => {
    const account = await newTenantAdmin(sysadminApi, serverUrl);

    await signInWithoutForm(page, SYSADMIN, '/settings/2fa');
    const settings = new SystemSettingsPage(page);
    await settings.checkbox('Authenticator app').check();
    await expect(settings.field('Issuer name')).toHaveValue('Fleetdeck');
    await settings.save.click();
    await expect(new ShellPage(page).toasts).toContainText('Settings saved.');
    await new ShellPage(page).chooseUserMenuItem('Logout');

    const login = new LoginPage(page);
    await login.signInAndWait(account);
    await page.goto('/security');
    const section = new SecurityTwoFactorSection(page);
    await section.startTotpEnrolment();
    const secret = (await section.secret.textContent()) ?? '';
    await section.confirmTotp(totpCode(secret));
    await expect(section.dialog).toBeHidden();
    await expect(section.totpRow).toContainText('Enabled');
    await expect(section.totpRow).toContainText('Default');
    // Signing out of home, so that home is where the next sign-in lands rather than the remembered security page.
    await new ShellPage(page).openMenuEntry('Home');
    await new ShellPage(page).chooseUserMenuItem('Logout');

    await login.signIn(account);
    await expect(page).toHaveURL(/\/login\/mfa$/);
    const step = new TwoFactorPage(page);
    await expect(step.heading).toBeVisible();
    await expect(page.getByText('Enter the 6-digit code from your authenticator app.')).toBeVisible();
    await step.enterCode(totpCode(secret));
    await expect(page).toHaveURL(/\/home$/);
    await expect(new ShellPage(page).menu).toBeVisible();
  });

  test('a wrong code says so under the field and stays on the step', async ({ page, sysadminApi, serverUrl }) => {
    await sysadminApi.twoFactor.saveSettings(TOTP_SETTINGS);
    const account = await newTenantAdmin(sysadminApi, serverUrl);
    const user = await backendAs(serverUrl, account);
    const config = await user.twoFactor.generateConfig('TOTP');
    const secret = new URL((config as { authUrl: string }).authUrl).searchParams.get('secret') ?? '';
    await user.twoFactor.verifyAndSaveConfig(config, totpCode(secret));

    const login = new LoginPage(page);
    await login.goto();
    await login.signIn(account);
    const step = new TwoFactorPage(page);
    await expect(step.heading).toBeVisible();
    await step.enterCode(otherCode(totpCode(secret)));
    await expect(step.codeError).toHaveText('Verification code is incorrect');
    await expect(page).toHaveURL(/\/login\/mfa$/);
    await step.enterCode('12ab');
    await expect(step.codeError).toHaveText('Invalid verification code format');
  });
});

test.describe('e-mail two-factor sign-in', () => {
  test('a tenant administrator confirms an address with a mailed code and signs in with the next one', async ({
    page,
    sysadminApi,
    serverUrl,
    mailbox,
  }) => {
    // Two sign-ins, an enrolment and two mails: more than one page's work.
    test.slow();
    await sysadminApi.twoFactor.saveSettings(EMAIL_SETTINGS);
    const account = await newTenantAdmin(sysadminApi, serverUrl);
    const login = new LoginPage(page);
    await login.signInAndWait(account);
    await page.goto('/security');

    const enrolment = new EmailEnrolmentDialog(page);
    await enrolment.start();
    await expect(enrolment.dialog.getByLabel('Email')).toHaveValue(account.username);
    await enrolment.sendCode();
    await expect(enrolment.dialog).toContainText(`A code was sent to ${account.username}. Enter it to confirm.`);
    await enrolment.confirm(codeOfMail(await mailbox.waitForMail(account.username)));
    await expect(enrolment.dialog).toBeHidden();
    // The enabled address is shown in the row, and as the only way it becomes the default.
    await expect(page.getByTestId('two-fa-EMAIL')).toContainText(account.username);
    await expect(page.getByTestId('two-fa-EMAIL')).toContainText('Default');
    await new ShellPage(page).openMenuEntry('Home');
    await new ShellPage(page).chooseUserMenuItem('Logout');

    const sent = mailbox.countTo(account.username);
    await login.signIn(account);
    await expect(page).toHaveURL(/\/login\/mfa$/);
    const step = new TwoFactorPage(page);
    await expect(page.getByText(/A security code has been sent to your email address at/)).toBeVisible();
    await step.enterCode(codeOfMail(await mailbox.waitForMail(account.username, 15_000, sent)));
    await expect(page).toHaveURL(/\/home$/);
    await expect(new ShellPage(page).menu).toBeVisible();
  });

  test('a code that is not the mailed one is refused and the step stays', async ({
    page,
    sysadminApi,
    serverUrl,
    mailbox,
  }) => {
    await sysadminApi.twoFactor.saveSettings(EMAIL_SETTINGS);
    const account = await newTenantAdmin(sysadminApi, serverUrl);
    const user = await backendAs(serverUrl, account);
    const config = await user.twoFactor.generateConfig('EMAIL');
    await user.twoFactor.submitConfig(config);
    await user.twoFactor.verifyAndSaveConfig(config, codeOfMail(await mailbox.waitForMail(account.username)));

    const sent = mailbox.countTo(account.username);
    const login = new LoginPage(page);
    await login.goto();
    await login.signIn(account);
    const step = new TwoFactorPage(page);
    await expect(step.heading).toBeVisible();
    const mailed = codeOfMail(await mailbox.waitForMail(account.username, 15_000, sent));
    await step.enterCode(otherCode(mailed));
    await expect(step.codeError).toHaveText('Verification code is incorrect');
    await expect(page).toHaveURL(/\/login\/mfa$/);
  });
});
