import type { SmsProviderConfiguration, SmsProviderType } from '@fleetdeck/model';
import { SMS_PROVIDER_TYPES } from '@fleetdeck/model';
import { z } from 'zod';

export const SMPP_VERSIONS = ['3.3', '3.4'] as const;
/** Sending needs a transmitter: a receiver-only bind could never submit a message. */
export const SMPP_BIND_TYPES = ['TX', 'TRX'] as const;

/** E.164, as the platform checks the numbers SMS go to and come from. */
export const E164_PATTERN = /^\+[1-9]\d{1,14}$/;

const REQUIRED = 'admin.field-required';
const text = z.string();
const byte = z
  .string()
  .trim()
  .refine((value) => value === '' || (/^\d+$/.test(value) && Number(value) <= 255), 'admin.smpp-provider.byte-invalid');

/** Every provider's fields in one form; only the chosen type's are checked and saved. */
export const smsProviderSchema = z
  .object({
    type: z.enum(SMS_PROVIDER_TYPES),
    accessKeyId: text,
    secretAccessKey: text,
    region: text,
    accountSid: text,
    accountToken: text,
    numberFrom: text,
    protocolVersion: z.enum(SMPP_VERSIONS),
    host: text,
    port: text,
    systemId: text,
    password: text,
    systemType: text,
    bindType: z.enum(SMPP_BIND_TYPES),
    serviceType: text,
    sourceAddress: text,
    sourceTon: byte,
    sourceNpi: byte,
    destinationTon: byte,
    destinationNpi: byte,
    addressRange: text,
    codingScheme: byte,
  })
  .superRefine((values, context) => {
    const required: Record<SmsProviderType, (keyof typeof values)[]> = {
      AWS_SNS: ['accessKeyId', 'secretAccessKey', 'region'],
      TWILIO: ['accountSid', 'accountToken', 'numberFrom'],
      SMPP: ['host', 'port', 'systemId', 'password'],
    };
    for (const field of required[values.type]) {
      if (!String(values[field]).trim()) context.addIssue({ code: 'custom', path: [field], message: REQUIRED });
    }
    if (values.type === 'SMPP' && values.port.trim()) {
      const port = Number(values.port);
      if (!/^\d+$/.test(values.port.trim()) || port < 1 || port > 65535) {
        context.addIssue({ code: 'custom', path: ['port'], message: 'admin.smpp-provider.port-invalid' });
      }
    }
  });

export type SmsProviderValues = z.input<typeof smsProviderSchema>;

const fieldText = (value: unknown) => (value === null || value === undefined ? '' : String(value));

/** The form's values of a stored configuration, or of a new Amazon SNS one, as the platform starts, when none is stored. */
export function smsProviderValues(config: SmsProviderConfiguration | null): SmsProviderValues {
  const stored = (config ?? {}) as Record<string, unknown>;
  const type = SMS_PROVIDER_TYPES.includes(stored.type as SmsProviderType)
    ? (stored.type as SmsProviderType)
    : 'AWS_SNS';
  return {
    type,
    accessKeyId: fieldText(stored.accessKeyId),
    secretAccessKey: fieldText(stored.secretAccessKey),
    region: fieldText(stored.region) || 'us-east-1',
    accountSid: fieldText(stored.accountSid),
    accountToken: fieldText(stored.accountToken),
    numberFrom: fieldText(stored.numberFrom),
    protocolVersion: stored.protocolVersion === '3.3' ? '3.3' : '3.4',
    host: fieldText(stored.host),
    port: fieldText(stored.port),
    systemId: fieldText(stored.systemId),
    password: fieldText(stored.password),
    systemType: fieldText(stored.systemType),
    bindType: stored.bindType === 'TRX' ? 'TRX' : 'TX',
    serviceType: fieldText(stored.serviceType),
    sourceAddress: fieldText(stored.sourceAddress),
    sourceTon: fieldText(stored.sourceTon ?? 5),
    sourceNpi: fieldText(stored.sourceNpi ?? 0),
    destinationTon: fieldText(stored.destinationTon ?? 5),
    destinationNpi: fieldText(stored.destinationNpi ?? 0),
    addressRange: fieldText(stored.addressRange),
    codingScheme: fieldText(stored.codingScheme ?? 0),
  };
}

const byteOrNull = (value: string) => (value.trim() === '' ? null : Number(value));

/** The configuration to save or to test: the chosen type's fields only. */
export function toSmsProviderConfiguration(values: SmsProviderValues): SmsProviderConfiguration {
  switch (values.type) {
    case 'AWS_SNS':
      return {
        type: 'AWS_SNS',
        accessKeyId: values.accessKeyId.trim(),
        secretAccessKey: values.secretAccessKey,
        region: values.region.trim(),
      };
    case 'TWILIO':
      return {
        type: 'TWILIO',
        accountSid: values.accountSid.trim(),
        accountToken: values.accountToken,
        numberFrom: values.numberFrom.trim(),
      };
    case 'SMPP':
      return {
        type: 'SMPP',
        protocolVersion: values.protocolVersion,
        host: values.host.trim(),
        port: Number(values.port),
        systemId: values.systemId.trim(),
        password: values.password,
        systemType: values.systemType.trim() || null,
        bindType: values.bindType,
        serviceType: values.serviceType.trim() || null,
        sourceAddress: values.sourceAddress.trim() || null,
        sourceTon: byteOrNull(values.sourceTon),
        sourceNpi: byteOrNull(values.sourceNpi),
        destinationTon: byteOrNull(values.destinationTon),
        destinationNpi: byteOrNull(values.destinationNpi),
        addressRange: values.addressRange.trim() || null,
        codingScheme: byteOrNull(values.codingScheme),
      };
  }
}

/** The Send test SMS dialog: an E.164 number and a message (an SMS carries up to 1600 characters in parts). */
export const testSmsSchema = z.object({
  numberTo: z.string().trim().min(1, REQUIRED).regex(E164_PATTERN, 'admin.phone-number-pattern'),
  message: z.string().trim().min(1, REQUIRED).max(1600, 'admin.sms-message-max-length'),
});

export type TestSmsValues = z.input<typeof testSmsSchema>;
