import type { JwtPair, OAuth2RegistrationInfo } from '@fleetdeck/model';
import { recordAudit } from '../audit/recorder.js';
import { type SignInClient, signInEntry } from '../audit/sign-in-entries.js';
import { updateCredentialsById } from '../auth/store.js';
import type { AppContext } from '../context.js';
import { ApiError, authenticationFailed } from '../http/errors.js';
import { findCredentials, toSecurityUser } from '../users/store.js';
import { mappedUser, type ProviderUser } from './user-mapping.js';

/** Signs in the user the provider's attributes map to, with the token pair and LOGIN entry of a password sign-in. */
export async function signInMappedUser(
  ctx: AppContext,
  registration: OAuth2RegistrationInfo,
  provider: ProviderUser,
  client: SignInClient,
): Promise<JwtPair> {
  const user = await mappedUser(ctx, registration, provider);
  const auditedUser = { id: user.id, tenantId: user.tenant_id, customerId: user.customer_id, email: user.email };
  try {
    const credentials = await findCredentials(ctx.db, user.id);
    if (!credentials) throw authenticationFailed();
    if (!credentials.enabled) throw authenticationFailed('User account is not active');
    await updateCredentialsById(ctx.db, credentials.id, { failed_login_attempts: 0, last_login_ts: Date.now() });
    const pair = await ctx.jwt.pair(toSecurityUser(user, credentials));
    recordAudit(ctx, signInEntry(auditedUser, 'LOGIN', client));
    return pair;
  } catch (error) {
    if (error instanceof ApiError) recordAudit(ctx, signInEntry(auditedUser, 'LOGIN', client, error.message));
    throw error;
  }
}
