import type { SmsProviderConfiguration } from '@fleetdeck/model';
import { SMS_PROVIDER_TYPES } from '@fleetdeck/model';
import { badRequest } from '../http/errors.js';
import { readSettings } from '../settings/store.js';
import type { Db } from '../storage/schema.js';

/** E.164, as the platform checks numbers SMS go to. */
const E164 = /^\+[1-9]\d{1,14}$/;

const REQUIRED: Record<SmsProviderConfiguration['type'], readonly string[]> = {
  AWS_SNS: ['accessKeyId', 'secretAccessKey', 'region'],
  TWILIO: ['accountSid', 'accountToken', 'numberFrom'],
  SMPP: ['host', 'port', 'systemId', 'password'],
};

export function checkPhoneNumber(number: unknown): string {
  if (typeof number !== 'string' || !E164.test(number)) {
    throw badRequest('Invalid phone number format. Phone number must be in E.164 format.');
  }
  return number;
}

/** A provider configuration with its type known and the fields it cannot send without; 400 otherwise. */
export function checkSmsConfiguration(value: unknown): SmsProviderConfiguration {
  const config = (value ?? {}) as Record<string, unknown>;
  const type = config.type;
  if (typeof type !== 'string' || !(SMS_PROVIDER_TYPES as readonly string[]).includes(type)) {
    throw badRequest(`Validation error: SMS provider type must be one of ${SMS_PROVIDER_TYPES.join(', ')}`);
  }
  for (const field of REQUIRED[type as SmsProviderConfiguration['type']]) {
    const given = config[field];
    if (given === undefined || given === null || String(given).trim() === '') {
      throw badRequest(`Validation error: ${field} must be specified`);
    }
  }
  if (type === 'SMPP') {
    const port = Number(config.port);
    if (!Number.isInteger(port) || port < 1 || port > 65535) {
      throw badRequest('Validation error: port must be between 1 and 65535');
    }
    if (config.protocolVersion !== '3.3' && config.protocolVersion !== '3.4') {
      throw badRequest('Validation error: protocolVersion must be 3.3 or 3.4');
    }
  }
  return config as unknown as SmsProviderConfiguration;
}

/** The provider of the `sms` admin settings, or null when none is configured. */
export async function readSmsConfiguration(db: Db): Promise<SmsProviderConfiguration | null> {
  return (await readSettings<SmsProviderConfiguration>(db, 'sms'))?.jsonValue ?? null;
}
