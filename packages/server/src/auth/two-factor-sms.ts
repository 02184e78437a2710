import type { PlatformTwoFaSettings } from '@fleetdeck/model';
import type { AppContext } from '../context.js';
import { badRequest } from '../http/errors.js';
import { readSmsConfiguration } from '../sms/configuration.js';
import { sendConfiguredSms } from '../sms/service.js';
import { hashCode, newNumericCode, newSalt, sameHash } from './two-factor-codes.js';
import { providerConfigOf } from './two-factor-settings.js';
import { type TwoFaState, writeTwoFaState } from './two-factor-store.js';

/** The platform's answer while no SMS provider is configured in the `sms` settings. */
export const SMS_NOT_CONFIGURED = 'SMS service is not configured';

const E164 = /^\+[1-9]\d{1,14}$/;

export async function requireSmsProvider(ctx: AppContext): Promise<void> {
  if (!(await readSmsConfiguration(ctx.db))) throw badRequest(SMS_NOT_CONFIGURED);
}

export function phoneNumberOf(body: Record<string, unknown>): string {
  const number = body.phoneNumber;
  if (typeof number !== 'string' || !E164.test(number)) throw badRequest('Phone number is not of E.164 format');
  return number;
}

/** The number as the sign-in step names it: the country code and the last two digits. */
export function obfuscatePhoneNumber(number: string): string {
  if (number.length <= 5) return number;
  return `${number.slice(0, 3)}${'*'.repeat(number.length - 5)}${number.slice(-2)}`;
}

/**
 * Texts a fresh code to the number through the configured provider, with the platform's message template
 * (`${code}`, `${userEmail}`); its hash is kept for the check.
 */
export async function sendSmsCode(
  ctx: AppContext,
  userId: string,
  userEmail: string,
  state: TwoFaState,
  phoneNumber: string,
  settings: PlatformTwoFaSettings | null,
): Promise<void> {
  const provider = providerConfigOf(settings, 'SMS');
  const lifetime = provider?.verificationCodeLifetime ?? 120;
  const code = newNumericCode();
  const salt = newSalt();
  state.sentCodes.SMS = { hash: hashCode(code, salt), salt, expiresAt: Date.now() + lifetime * 1000, phoneNumber };
  await writeTwoFaState(ctx.db, userId, state);
  // The platform's settings require the template to hold the code, so without settings the code alone is sent.
  const template = provider?.smsVerificationMessageTemplate;
  const message = template ? template.replace(/\$\{code\}/g, code).replace(/\$\{userEmail\}/g, userEmail) : code;
  if (!(await sendConfiguredSms(ctx, phoneNumber, message))) throw badRequest(SMS_NOT_CONFIGURED);
}

/** Whether a texted code is the one sent (still fresh) to that number; a match uses it up. */
export function smsCodeMatches(state: TwoFaState, code: string, phoneNumber: string | undefined): boolean {
  const sent = state.sentCodes.SMS;
  if (!sent || sent.phoneNumber !== phoneNumber || sent.expiresAt < Date.now() || !/^\d{6}$/.test(code)) return false;
  const matches = sameHash(hashCode(code, sent.salt), sent.hash);
  if (matches) delete state.sentCodes.SMS;
  return matches;
}
