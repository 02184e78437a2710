import { describe, expect, it } from 'vitest';
import { withAppleUser } from './apple-user.js';

describe('withAppleUser', () => {
  const claims = { sub: 'apple-sub', email: 'relay@privaterelay.appleid.com' };

  it("adds the form-posted user's names and e-mail to the ID token's claims", () => {
    const user = JSON.stringify({ name: { firstName: 'Ann', lastName: 'Orchard' }, email: 'ann@example.com' });
    expect(withAppleUser(claims, user)).toEqual({
      sub: 'apple-sub',
      email: 'ann@example.com',
      firstName: 'Ann',
      lastName: 'Orchard',
    });
  });

  it('keeps the claims when the field is missing, not JSON or has no text values', () => {
    expect(withAppleUser(claims, null)).toEqual(claims);
    expect(withAppleUser(claims, '{not json')).toEqual(claims);
    expect(withAppleUser(claims, JSON.stringify({ name: 'Ann', email: 7 }))).toEqual(claims);
  });
});
