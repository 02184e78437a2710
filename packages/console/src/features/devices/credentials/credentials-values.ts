import type { DeviceCredentialsDraft } from '@fleetdeck/client';
import type { DeviceCredentials, DeviceCredentialsType, DeviceTransportType } from '@fleetdeck/model';

/** Credential types each transport accepts, the first being the default. */
export const CREDENTIALS_TYPES_BY_TRANSPORT: Record<DeviceTransportType, readonly DeviceCredentialsType[]> = {
  DEFAULT: ['ACCESS_TOKEN', 'X509_CERTIFICATE', 'MQTT_BASIC'],
  MQTT: ['ACCESS_TOKEN', 'X509_CERTIFICATE', 'MQTT_BASIC'],
  COAP: ['ACCESS_TOKEN', 'X509_CERTIFICATE'],
  LWM2M: ['LWM2M_CREDENTIALS'],
  SNMP: ['ACCESS_TOKEN'],
};

export const LWM2M_SECURITY_MODES = ['NO_SEC', 'PSK', 'RPK', 'X509'] as const;
export type Lwm2mSecurityMode = (typeof LWM2M_SECURITY_MODES)[number];

export const MAX_ACCESS_TOKEN_LENGTH = 32;

/** The credentials editor's fields: one set per type, so switching types back and forth keeps what was typed. */
export interface CredentialsValues {
  credentialsType: DeviceCredentialsType;
  accessToken: string;
  certificate: string;
  clientId: string;
  userName: string;
  password: string;
  lwm2mMode: Lwm2mSecurityMode;
  lwm2mEndpoint: string;
  lwm2mIdentity: string;
  lwm2mKey: string;
  lwm2mCert: string;
}

/** Credential problems: a message key per field of CredentialsValues. */
export type CredentialsProblems = Partial<Record<keyof CredentialsValues, string>>;

const TOKEN_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** A random access token of 20 letters and digits, like the ones the platform generates. */
export function generateAccessToken(length = 20): string {
  const bytes = crypto.getRandomValues(new Uint8Array(length));
  return Array.from(bytes, (byte) => TOKEN_ALPHABET[byte % TOKEN_ALPHABET.length]).join('');
}

export function allowedCredentialsTypes(
  transportType: DeviceTransportType | null | undefined,
  current?: DeviceCredentialsType,
): DeviceCredentialsType[] {
  const allowed = [...CREDENTIALS_TYPES_BY_TRANSPORT[transportType ?? 'DEFAULT']];
  // Credentials saved under another profile stay visible, so they can be read and replaced.
  if (current && !allowed.includes(current)) allowed.push(current);
  return allowed;
}

export function emptyCredentialsValues(credentialsType: DeviceCredentialsType = 'ACCESS_TOKEN'): CredentialsValues {
  return {
    credentialsType,
    accessToken: credentialsType === 'ACCESS_TOKEN' ? generateAccessToken() : '',
    certificate: '',
    clientId: '',
    userName: '',
    password: '',
    lwm2mMode: 'NO_SEC',
    lwm2mEndpoint: '',
    lwm2mIdentity: '',
    lwm2mKey: '',
    lwm2mCert: '',
  };
}

function parseObject(text: string | null): Record<string, unknown> {
  try {
    const parsed = text ? JSON.parse(text) : null;
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? parsed : {};
  } catch {
    // A value that is no JSON object reads as empty fields; saving writes a valid one.
    return {};
  }
}

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

/** The editor's fields from stored credentials. */
export function credentialsValues(credentials: DeviceCredentials): CredentialsValues {
  const values = { ...emptyCredentialsValues(credentials.credentialsType), accessToken: '' };
  switch (credentials.credentialsType) {
    case 'ACCESS_TOKEN':
      return { ...values, accessToken: credentials.credentialsId };
    case 'X509_CERTIFICATE':
      return { ...values, certificate: credentials.credentialsValue ?? '' };
    case 'MQTT_BASIC': {
      const mqtt = parseObject(credentials.credentialsValue);
      return { ...values, clientId: text(mqtt.clientId), userName: text(mqtt.userName), password: text(mqtt.password) };
    }
    case 'LWM2M_CREDENTIALS': {
      const stored = parseObject(credentials.credentialsValue).client;
      const client = (stored && typeof stored === 'object' ? stored : {}) as Record<string, unknown>;
      const mode = LWM2M_SECURITY_MODES.find((candidate) => candidate === client.securityConfigClientMode);
      return {
        ...values,
        lwm2mMode: mode ?? 'NO_SEC',
        lwm2mEndpoint: text(client.endpoint) || credentials.credentialsId,
        lwm2mIdentity: text(client.identity),
        lwm2mKey: text(client.key),
        lwm2mCert: text(client.cert),
      };
    }
  }
}

/** Credentials validation: the field each type needs, and MQTT basic's client id or user name. */
export function credentialsProblems(values: CredentialsValues): CredentialsProblems {
  const problems: CredentialsProblems = {};
  switch (values.credentialsType) {
    case 'ACCESS_TOKEN': {
      const token = values.accessToken.trim();
      if (!token) problems.accessToken = 'device.access-token-required';
      else if (token.length > MAX_ACCESS_TOKEN_LENGTH || /\s/.test(token))
        problems.accessToken = 'device.access-token-invalid';
      break;
    }
    case 'X509_CERTIFICATE':
      if (!values.certificate.trim()) problems.certificate = 'device.rsa-key-required';
      break;
    case 'MQTT_BASIC':
      if (!values.clientId.trim() && !values.userName.trim()) {
        problems.clientId = 'device.client-id-or-user-name-necessary';
        problems.userName = 'device.client-id-or-user-name-necessary';
      } else if (values.password && !values.userName.trim()) {
        problems.password = 'device.password-requires-user-name';
      }
      break;
    case 'LWM2M_CREDENTIALS':
      if (!values.lwm2mEndpoint.trim()) problems.lwm2mEndpoint = 'device.lwm2m-endpoint-required';
      if (values.lwm2mMode === 'PSK' && !values.lwm2mIdentity.trim())
        problems.lwm2mIdentity = 'device.lwm2m-identity-required';
      if ((values.lwm2mMode === 'PSK' || values.lwm2mMode === 'RPK') && !values.lwm2mKey.trim())
        problems.lwm2mKey = 'device.lwm2m-key-required';
      break;
  }
  return problems;
}

function orNull(value: string): string | null {
  return value.trim() === '' ? null : value.trim();
}

/** The wire credentials from the editor's fields. */
export function credentialsFromValues(
  values: CredentialsValues,
  stored?: DeviceCredentials | null,
): DeviceCredentialsDraft {
  const base = stored ? { id: stored.id, createdTime: stored.createdTime, deviceId: stored.deviceId } : {};
  const { credentialsType } = values;
  switch (credentialsType) {
    case 'ACCESS_TOKEN':
      return { ...base, credentialsType, credentialsId: values.accessToken.trim(), credentialsValue: null };
    case 'X509_CERTIFICATE':
      return { ...base, credentialsType, credentialsId: null, credentialsValue: values.certificate.trim() };
    case 'MQTT_BASIC':
      return {
        ...base,
        credentialsType,
        credentialsId: null,
        credentialsValue: JSON.stringify({
          clientId: orNull(values.clientId),
          userName: orNull(values.userName),
          password: values.password === '' ? null : values.password,
        }),
      };
    case 'LWM2M_CREDENTIALS': {
      const endpoint = values.lwm2mEndpoint.trim();
      const client: Record<string, string> = { securityConfigClientMode: values.lwm2mMode, endpoint };
      if (values.lwm2mMode === 'PSK') client.identity = values.lwm2mIdentity.trim();
      if (values.lwm2mMode === 'PSK' || values.lwm2mMode === 'RPK') client.key = values.lwm2mKey.trim();
      if (values.lwm2mMode === 'X509' && values.lwm2mCert.trim()) client.cert = values.lwm2mCert.trim();
      const noSecurity = { securityMode: 'NO_SEC' };
      return {
        ...base,
        credentialsType,
        credentialsId: endpoint,
        credentialsValue: JSON.stringify({
          client,
          bootstrap: { bootstrapServer: noSecurity, lwm2mServer: noSecurity },
        }),
      };
    }
  }
}
