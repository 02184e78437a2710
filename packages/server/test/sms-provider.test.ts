import type { Api } from '@fleetdeck/client';
import type { SmppSmsProviderConfiguration, TwoFaAccountConfig } from '@fleetdeck/model';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTenantWithAdmin, expectError, expectPermissionDenied } from './support/fixtures.js';
import { SmppSink, sinkSmppConfiguration } from './support/smpp-sink.js';
import { useTestServer } from './support/suite.js';

const server = useTestServer();
const sink = new SmppSink();
let sysadmin: Api;
let smpp: SmppSmsProviderConfiguration;

beforeAll(async () => {
  smpp = sinkSmppConfiguration(await sink.start());
  sysadmin = await server.as('sysadmin');
});

afterAll(async () => {
  await sink.stop();
});

function codeInSms(text: string): string {
  const match = text.match(/(\d{6})/);
  if (!match?.[1]) throw new Error(`no code in SMS: ${text}`);
  return match[1];
}

describe('the sms settings', () => {
  it('are saved and read back as the platform keeps them, by the system administrator only', async () => {
    const saved = await sysadmin.admin.saveSettings({ key: 'sms', jsonValue: smpp });
    expect(saved).toMatchObject({ key: 'sms', jsonValue: smpp });
    expect((await sysadmin.admin.settings('sms')).jsonValue).toEqual(smpp);
    const { admin } = await createTenantWithAdmin(server, sysadmin);
    await expectPermissionDenied(admin.admin.settings('sms'));
    await expectPermissionDenied(
      admin.admin.sendTestSms({ providerConfiguration: smpp, numberTo: '+1', message: 'x' }),
    );
  });

  it('refuse a configuration without its type or the fields it cannot send without', async () => {
    await expectError(
      sysadmin.admin.saveSettings({ key: 'sms', jsonValue: { type: 'PIGEON' } }),
      400,
      31,
      'Validation error: SMS provider type must be one of AWS_SNS, TWILIO, SMPP',
    );
    await expectError(
      sysadmin.admin.saveSettings({ key: 'sms', jsonValue: { ...smpp, host: '' } }),
      400,
      31,
      'Validation error: host must be specified',
    );
  });
});

describe('the test SMS', () => {
  it('reaches an SMPP server with the configuration given', async () => {
    await sysadmin.admin.sendTestSms({ providerConfiguration: smpp, numberTo: '+15550100001', message: 'Hello SMPP' });
    expect(await sink.waitFor('15550100001')).toEqual({
      systemId: 'fleetdeck',
      to: '15550100001',
      from: 'Fleetdeck',
      text: 'Hello SMPP',
    });
  });

  it('refuses a number not in E.164 format', async () => {
    await expectError(
      sysadmin.admin.sendTestSms({ providerConfiguration: smpp, numberTo: '5550100', message: 'x' }),
      400,
      31,
      'Invalid phone number format. Phone number must be in E.164 format.',
    );
  });

  it('says why an SMPP server refused the bind, or could not be reached', async () => {
    await expectError(
      sysadmin.admin.sendTestSms({
        providerConfiguration: { ...smpp, password: 'wrong' },
        numberTo: '+15550100002',
        message: 'x',
      }),
      500,
      2,
      'Unable to send SMS: SMPP bind refused (status 13)',
    );
    const closed = { ...smpp, host: '127.0.0.1', port: 1 };
    const call = sysadmin.admin.sendTestSms({ providerConfiguration: closed, numberTo: '+15550100002', message: 'x' });
    await expect(call).rejects.toMatchObject({
      status: 500,
      body: { message: expect.stringMatching(/^Unable to send SMS: .*ECONNREFUSED/) },
    });
  });

  it('through Twilio or AWS SNS, unreachable from here, fails with the reason rather than pretending', async () => {
    const twilio = { type: 'TWILIO' as const, accountSid: 'AC1', accountToken: 'token', numberFrom: '+15550100003' };
    const sns = { type: 'AWS_SNS' as const, accessKeyId: 'AKIA', secretAccessKey: 'secret', region: 'us-east-1' };
    for (const [config, provider] of [
      [twilio, 'Twilio'],
      [sns, 'AWS SNS'],
    ] as const) {
      const call = sysadmin.admin.sendTestSms({
        providerConfiguration: config,
        numberTo: '+15550100004',
        message: 'x',
      });
      await expect(call).rejects.toMatchObject({
        status: 500,
        body: {
          message: expect.stringMatching(
            new RegExp(`^Unable to send SMS: ${provider} (could not be reached|refused the message)`),
          ),
        },
      });
    }
  });
});

describe('two-factor sign-in by SMS', () => {
  it('texts the enrolment code and the sign-in code through the configured provider', async () => {
    await sysadmin.admin.saveSettings({ key: 'sms', jsonValue: smpp });
    await sysadmin.twoFactor.saveSettings({
      providers: [
        {
          providerType: 'SMS',
          smsVerificationMessageTemplate: `Fleetdeck code: $${'{code}'}`,
          verificationCodeLifetime: 120,
        },
      ],
      minVerificationCodeSendPeriod: 5,
      verificationCodeCheckRateLimit: null,
      maxVerificationFailuresBeforeUserLockout: 3,
      totalAllowedTimeForVerification: 600,
    });
    const { admin, email, password } = await createTenantWithAdmin(server, sysadmin);
    const generated = await admin.twoFactor.generateConfig('SMS');
    expect(generated).toEqual({ providerType: 'SMS', useByDefault: false, phoneNumber: '' });
    const config = { ...generated, phoneNumber: '+15550100005' } as TwoFaAccountConfig;
    await expectError(
      admin.twoFactor.submitConfig({ ...config, phoneNumber: '555' } as TwoFaAccountConfig),
      400,
      31,
      'Phone number is not of E.164 format',
    );
    await admin.twoFactor.submitConfig(config);
    const enrolment = await sink.waitFor('15550100005');
    expect(enrolment.text).toMatch(/^Fleetdeck code: \d{6}$/);
    const saved = await admin.twoFactor.verifyAndSaveConfig(config, codeInSms(enrolment.text));
    expect(saved.configs.SMS).toEqual({ providerType: 'SMS', useByDefault: true, phoneNumber: '+15550100005' });

    const api = server.anonymous();
    await api.auth.login(email, password);
    expect(await api.twoFactor.loginProviders()).toEqual([
      { type: 'SMS', default: true, contact: '+15*******05', minVerificationCodeSendPeriod: 5 },
    ]);
    await api.twoFactor.sendCode('SMS');
    const code = codeInSms((await sink.waitFor('15550100005')).text);
    expect((await api.twoFactor.checkCode('SMS', code)).scope).toBeNull();
  });
});
