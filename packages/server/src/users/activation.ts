import type { AppContext } from '../context.js';
import { badRequest } from '../http/errors.js';
import { activationMail } from '../mail/templates.js';
import { findCredentials, findUserByEmail, type UserCredentialsRow } from './store.js';

export function activationLink(base: string, credentials: UserCredentialsRow): string {
  if (!credentials.activate_token) throw badRequest('User is already activated!');
  return `${base}/api/noauth/activate?activateToken=${credentials.activate_token}`;
}

/** Mails the activation link to an account that has not set its password yet; does nothing for other addresses. */
export async function resendActivationMail(ctx: AppContext, email: string, base: string): Promise<void> {
  const user = await findUserByEmail(ctx.db, email);
  const credentials = user && (await findCredentials(ctx.db, user.id));
  if (!credentials?.activate_token) return;
  await ctx.mailer.send(activationMail(email, activationLink(base, credentials)));
}
