import type { OAuth2BasicMapperConfig } from '@fleetdeck/model';

/** Replaces each `%{key}` by the user's attribute of that key (empty when it has none), as the platform's mapper. */
export function fillPattern(pattern: string, attributes: Record<string, unknown>): string {
  return pattern.replace(/%\{([^}]+)\}/g, (_whole, key: string) => {
    const value = attributes[key];
    return value === undefined || value === null ? '' : String(value);
  });
}

/** The tenant a new user joins: the e-mail's domain, the e-mail itself, or the filled custom pattern. */
export function tenantName(basic: OAuth2BasicMapperConfig, email: string, attributes: Record<string, unknown>): string {
  switch (basic.tenantNameStrategy) {
    case 'EMAIL':
      return email;
    case 'CUSTOM':
      return fillPattern(basic.tenantNamePattern ?? '', attributes);
    default:
      return email.slice(email.indexOf('@') + 1);
  }
}
