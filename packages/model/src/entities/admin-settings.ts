import type { PlainId, TenantId } from '../ids.js';

export interface AdminSettings<T = Record<string, unknown>> {
  id?: PlainId;
  createdTime?: number;
  tenantId?: TenantId;
  key: string;
  jsonValue: T;
}

export interface GeneralSettings {
  baseUrl: string;
  prohibitDifferentUrl: boolean;
}

export interface MailSettings {
  mailFrom: string;
  smtpProtocol: 'smtp' | 'smtps';
  smtpHost: string;
  smtpPort: number | string;
  timeout: number | string;
  enableTls: boolean;
  tlsVersion?: string | null;
  username: string | null;
  password: string | null;
  enableProxy?: boolean;
  [key: string]: unknown;
}

export interface UserPasswordPolicy {
  minimumLength: number | null;
  minimumUppercaseLetters: number | null;
  minimumLowercaseLetters: number | null;
  minimumDigits: number | null;
  minimumSpecialCharacters: number | null;
  allowWhitespaces: boolean | null;
  passwordExpirationPeriodDays: number | null;
  passwordReuseFrequencyDays: number | null;
}

export interface SecuritySettings {
  passwordPolicy: UserPasswordPolicy;
  maxFailedLoginAttempts: number | null;
  userLockoutNotificationEmail: string | null;
}

export const DEFAULT_PASSWORD_POLICY: UserPasswordPolicy = {
  minimumLength: 6,
  minimumUppercaseLetters: null,
  minimumLowercaseLetters: null,
  minimumDigits: null,
  minimumSpecialCharacters: null,
  allowWhitespaces: true,
  passwordExpirationPeriodDays: null,
  passwordReuseFrequencyDays: null,
};

export interface UpdateMessage {
  updateAvailable: boolean;
  message: string | null;
}

/** Where devices reach this server, for the command lines the console shows (a Fleetdeck call; 3.4.1 has none). */
export interface DeviceEndpoints {
  /** the device MQTT API's port, null when it is off */
  mqttPort: number | null;
}

export interface SystemInfo {
  version: string;
  artifact: string;
  name: string;
}

/** The SMS providers of the `sms` admin settings. */
export const SMS_PROVIDER_TYPES = ['AWS_SNS', 'TWILIO', 'SMPP'] as const;
export type SmsProviderType = (typeof SMS_PROVIDER_TYPES)[number];

export interface AwsSnsSmsProviderConfiguration {
  type: 'AWS_SNS';
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
}

export interface TwilioSmsProviderConfiguration {
  type: 'TWILIO';
  accountSid: string;
  accountToken: string;
  /** an E.164 number, or a Twilio messaging service or short code */
  numberFrom: string;
}

export interface SmppSmsProviderConfiguration {
  type: 'SMPP';
  protocolVersion: '3.3' | '3.4';
  host: string;
  port: number;
  systemId: string;
  password: string;
  systemType?: string | null;
  bindType?: 'TX' | 'RX' | 'TRX' | null;
  serviceType?: string | null;
  sourceAddress?: string | null;
  sourceTon?: number | null;
  sourceNpi?: number | null;
  destinationTon?: number | null;
  destinationNpi?: number | null;
  addressRange?: string | null;
  codingScheme?: number | null;
}

export type SmsProviderConfiguration =
  | AwsSnsSmsProviderConfiguration
  | TwilioSmsProviderConfiguration
  | SmppSmsProviderConfiguration;

export interface TestSmsRequest {
  providerConfiguration: SmsProviderConfiguration;
  numberTo: string;
  message: string;
}
