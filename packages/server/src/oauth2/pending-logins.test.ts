import { describe, expect, it } from 'vitest';
import { PendingLogins } from './pending-logins.js';

const LOGIN = { registrationId: 'r', codeVerifier: 'v', redirectUri: 'http://h/login/oauth2/code/' };

describe('pending OAuth2 logins', () => {
  it('gives a state back once', () => {
    const pending = new PendingLogins();
    pending.add('s', LOGIN, 0);
    expect(pending.take('s', 1000)).toEqual(LOGIN);
    expect(pending.take('s', 1000)).toBeUndefined();
  });

  it('forgets a state after five minutes', () => {
    const pending = new PendingLogins();
    pending.add('s', LOGIN, 0);
    expect(pending.take('s', 5 * 60 * 1000)).toBeUndefined();
  });
});
