import type { SmppSmsProviderConfiguration } from '@fleetdeck/model';
import { describe, expect, it } from 'vitest';
import { smsProviderSchema, smsProviderValues, testSmsSchema, toSmsProviderConfiguration } from './sms-provider-form';

const smpp: SmppSmsProviderConfiguration = {
  type: 'SMPP',
  protocolVersion: '3.4',
  host: 'smsc.example.com',
  port: 2775,
  systemId: 'fleetdeck',
  password: 'secret',
  systemType: null,
  bindType: 'TX',
  serviceType: null,
  sourceAddress: 'Fleetdeck',
  sourceTon: 5,
  sourceNpi: 0,
  destinationTon: 1,
  destinationNpi: 1,
  addressRange: null,
  codingScheme: 0,
};

const errorsOf = (values: object) => {
  const result = smsProviderSchema.safeParse({ ...smsProviderValues(null), ...values });
  return result.success ? [] : result.error.issues.map((issue) => [issue.path.join('.'), issue.message]);
};

describe('the SMS provider form', () => {
  it('starts with Amazon SNS when no provider is stored', () => {
    expect(smsProviderValues(null)).toMatchObject({ type: 'AWS_SNS', region: 'us-east-1', accessKeyId: '' });
  });

  it('gives back a stored SMPP configuration unchanged', () => {
    expect(toSmsProviderConfiguration(smsProviderValues(smpp))).toEqual(smpp);
  });

  it('saves only the chosen type’s fields', () => {
    const values = { ...smsProviderValues(smpp), type: 'TWILIO' as const, accountSid: 'AC1', accountToken: 't' };
    expect(toSmsProviderConfiguration({ ...values, numberFrom: ' +15550100 ' })).toEqual({
      type: 'TWILIO',
      accountSid: 'AC1',
      accountToken: 't',
      numberFrom: '+15550100',
    });
  });

  it('requires the chosen type’s fields only', () => {
    expect(errorsOf({ type: 'AWS_SNS' })).toEqual([
      ['accessKeyId', 'admin.field-required'],
      ['secretAccessKey', 'admin.field-required'],
    ]);
    expect(errorsOf({ ...smsProviderValues(smpp) })).toEqual([]);
  });

  it('refuses an SMPP port or a TON outside their ranges', () => {
    expect(errorsOf({ ...smsProviderValues(smpp), port: '70000', sourceTon: '256' })).toEqual([
      ['sourceTon', 'admin.smpp-provider.byte-invalid'],
      ['port', 'admin.smpp-provider.port-invalid'],
    ]);
  });
});

describe('the test SMS', () => {
  it('goes to an E.164 number only', () => {
    expect(testSmsSchema.safeParse({ numberTo: '+15550100', message: 'Hi' }).success).toBe(true);
    const wrong = testSmsSchema.safeParse({ numberTo: '0155501', message: 'Hi' });
    expect(wrong.error?.issues.map((issue) => issue.message)).toEqual(['admin.phone-number-pattern']);
  });
});
