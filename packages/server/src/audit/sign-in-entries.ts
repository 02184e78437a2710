import type { AuditEntry } from './entries.js';

/** Where a sign-in came from, as the platform keeps it with the LOGIN, LOGOUT and LOCKOUT entries. */
export interface SignInClient {
  clientAddress: string;
  browser: string;
}

/** The user a sign-in entry is about: its own entity, named by its e-mail, as the acting user too. */
export interface SignInUser {
  id: string;
  tenantId: string;
  customerId: string;
  email: string;
}

/** A LOGIN, LOGOUT or LOCKOUT entry of a user; a failed sign-in carries the error the user was answered. */
export function signInEntry(
  user: SignInUser,
  actionType: 'LOGIN' | 'LOGOUT' | 'LOCKOUT',
  client: SignInClient,
  failure: string | null = null,
): AuditEntry {
  return {
    tenantId: user.tenantId,
    customerId: user.customerId,
    entityId: { entityType: 'USER', id: user.id },
    entityName: user.email,
    userId: user.id,
    userName: user.email,
    actionType,
    actionData: { clientAddress: client.clientAddress, browser: client.browser },
    actionStatus: failure === null ? 'SUCCESS' : 'FAILURE',
    actionFailureDetails: failure,
  };
}

/** The client of a request: its address and its user agent. */
export function signInClient(request: { ip: string; headers: Record<string, unknown> }): SignInClient {
  const agent = request.headers['user-agent'];
  return { clientAddress: request.ip, browser: typeof agent === 'string' ? agent : '' };
}
