import { Type } from 'typebox';
import { AnyJson, BodyObject } from '../http/schemas.js';

export const SettingsKeyParams = Type.Object({ key: Type.String({ description: 'general, mail, …' }) });

export const AdminSettingsBody = Type.Object(
  { key: Type.String(), jsonValue: Type.Object({}) },
  { description: 'Administration settings stored under their key' },
);

export const TestMailBody = Type.Object(
  { jsonValue: AnyJson },
  { description: 'Mail settings to send a test mail with; a missing password uses the stored one' },
);

/** The provider's fields and the number are checked by the route, which answers with the platform's texts. */
export const TestSmsBody = BodyObject(
  { providerConfiguration: AnyJson, numberTo: AnyJson, message: AnyJson },
  'An SMS provider configuration to send a test message with, to an E.164 number',
);

/** Limits are checked by the route, which answers with the platform's texts. */
export const SecuritySettingsBody = BodyObject({
  passwordPolicy: AnyJson,
  maxFailedLoginAttempts: AnyJson,
  userLockoutNotificationEmail: AnyJson,
});
