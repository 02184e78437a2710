/** What the callback needs of an authorization request it answers. */
export interface PendingLogin {
  registrationId: string;
  codeVerifier: string;
  redirectUri: string;
}

const TTL_MS = 5 * 60 * 1000;

/**
 * Authorization requests waiting for the provider's answer, keyed by their random state. Kept in this process: a
 * state is taken once, and one not answered within five minutes is forgotten.
 */
export class PendingLogins {
  private readonly entries = new Map<string, PendingLogin & { expires: number }>();

  add(state: string, login: PendingLogin, now = Date.now()): void {
    for (const [key, entry] of this.entries) if (entry.expires <= now) this.entries.delete(key);
    this.entries.set(state, { ...login, expires: now + TTL_MS });
  }

  take(state: string, now = Date.now()): PendingLogin | undefined {
    const entry = this.entries.get(state);
    this.entries.delete(state);
    if (!entry || entry.expires <= now) return undefined;
    const { expires: _expires, ...login } = entry;
    return login;
  }
}
