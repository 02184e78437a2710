/**
 * Apple sends the user's name only once, on the first sign-in, and not in its ID token but as the `user` field of
 * its form-posted callback: `{"name":{"firstName","lastName"},"email"}`. Like the platform's Apple mapper, its
 * text fields are added to the ID token's claims as `firstName`, `lastName` and `email`; a field that is not JSON
 * is ignored.
 */
export function withAppleUser(claims: Record<string, unknown>, userField: string | null): Record<string, unknown> {
  if (!userField?.trim()) return claims;
  let user: unknown;
  try {
    user = JSON.parse(userField);
  } catch {
    return claims;
  }
  if (!user || typeof user !== 'object') return claims;
  const { name, email } = user as { name?: unknown; email?: unknown };
  const attributes = { ...claims };
  if (name && typeof name === 'object') {
    const { firstName, lastName } = name as { firstName?: unknown; lastName?: unknown };
    if (typeof firstName === 'string') attributes.firstName = firstName;
    if (typeof lastName === 'string') attributes.lastName = lastName;
  }
  if (typeof email === 'string') attributes.email = email;
  return attributes;
}
