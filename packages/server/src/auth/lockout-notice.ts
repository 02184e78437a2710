import type { SecuritySettings } from '@fleetdeck/model';
import type { AppContext } from '../context.js';
import { accountLockoutMail } from '../mail/templates.js';

/** Mails the settings' lockout address that an account was locked; a mail failure leaves the sign-in's answer alone. */
export async function notifyLockout(
  ctx: AppContext,
  lockedEmail: string,
  settings: SecuritySettings,
  attempts: number | null,
): Promise<void> {
  const to = settings.userLockoutNotificationEmail;
  if (!to || !attempts) return;
  try {
    await ctx.mailer.send(accountLockoutMail(to, lockedEmail, attempts));
  } catch (error) {
    ctx.log.warn({ err: error }, 'Lockout notification mail not sent');
  }
}
