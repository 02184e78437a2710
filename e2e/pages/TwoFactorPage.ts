import type { Locator, Page } from '@playwright/test';

/** The two-factor step of signing in, /login/mfa. */
export class TwoFactorPage {
  readonly heading: Locator;
  readonly code: Locator;
  readonly continueButton: Locator;
  readonly codeError: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { name: 'Verify your identity' });
    this.code = page.getByLabel('Verification code');
    this.continueButton = page.getByRole('button', { name: 'Continue', exact: true });
    this.codeError = page.locator('.MuiFormControl-root', { has: this.code }).locator('.MuiFormHelperText-root');
  }

  async enterCode(code: string): Promise<void> {
    await this.code.fill(code);
    await this.continueButton.click();
  }
}

/** The account's two-factor section on /security and its TOTP and SMS enrolment dialogs. */
export class SecurityTwoFactorSection {
  readonly totpRow: Locator;
  readonly dialog: Locator;
  readonly secret: Locator;
  readonly smsRow: Locator;
  readonly smsDialog: Locator;

  constructor(readonly page: Page) {
    this.totpRow = page.getByTestId('two-fa-TOTP');
    this.dialog = page.getByRole('dialog', { name: 'Authenticator app' });
    this.secret = this.dialog.getByTestId('totp-secret');
    this.smsRow = page.getByTestId('two-fa-SMS');
    this.smsDialog = page.getByRole('dialog', { name: 'SMS' });
  }

  /** Opens the SMS enrolment and asks for a code to the number. */
  async sendSmsCode(phoneNumber: string): Promise<void> {
    if (!(await this.smsDialog.isVisible())) await this.smsRow.getByRole('button', { name: 'Enable' }).click();
    await this.smsDialog.getByRole('textbox', { name: 'Phone' }).fill(phoneNumber);
    await this.smsDialog.getByRole('button', { name: 'Send code' }).click();
  }

  async confirmSms(code: string): Promise<void> {
    await this.smsDialog.getByLabel('Verification code').fill(code);
    await this.smsDialog.getByRole('button', { name: 'Confirm' }).click();
  }

  async startTotpEnrolment(): Promise<void> {
    await this.totpRow.getByRole('button', { name: 'Enable' }).click();
    await this.secret.waitFor();
  }

  async confirmTotp(code: string): Promise<void> {
    await this.dialog.getByLabel('Verification code').fill(code);
    await this.dialog.getByRole('button', { name: 'Confirm' }).click();
  }
}

/** The account's e-mail enrolment dialog on /security: the address, then the code mailed to it. */
export class EmailEnrolmentDialog {
  readonly dialog: Locator;

  constructor(readonly page: Page) {
    this.dialog = page.getByRole('dialog', { name: 'Email' });
  }

  async start(): Promise<void> {
    await this.page.getByTestId('two-fa-EMAIL').getByRole('button', { name: 'Enable' }).click();
    await this.dialog.waitFor();
  }

  async sendCode(): Promise<void> {
    await this.dialog.getByRole('button', { name: 'Send code' }).click();
  }

  async confirm(code: string): Promise<void> {
    await this.dialog.getByLabel('Verification code').fill(code);
    await this.dialog.getByRole('button', { name: 'Confirm' }).click();
  }
}
