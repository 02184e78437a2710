import type { OAuth2BasicMapperConfig } from '@fleetdeck/model';
import { fillPattern, tenantName } from './name-patterns.js';

/** The platform's `OAuth2User`: who a provider's user is in the console, as a mapper answers it. */
export interface OAuth2User {
  email: string;
  firstName?: string | null;
  lastName?: string | null;
  tenantName?: string | null;
  tenantId?: { id: string } | null;
  customerName?: string | null;
  customerId?: { id: string } | null;
  defaultDashboardName?: string | null;
  alwaysFullScreen?: boolean;
}

export function attribute(attributes: Record<string, unknown>, key: string | null | undefined): string | null {
  const value = key ? attributes[key] : undefined;
  return typeof value === 'string' && value.trim() ? value.trim() : null;
}

/** The basic mapper's user (also the GitHub and Apple mappers' once they know the e-mail): names from the keys and patterns. */
export function basicOAuth2User(
  basic: OAuth2BasicMapperConfig,
  email: string,
  attributes: Record<string, unknown>,
): OAuth2User {
  return {
    email,
    firstName: attribute(attributes, basic.firstNameAttributeKey),
    lastName: attribute(attributes, basic.lastNameAttributeKey),
    tenantName: tenantName(basic, email, attributes).trim(),
    customerName: basic.customerNamePattern ? fillPattern(basic.customerNamePattern, attributes).trim() : null,
    defaultDashboardName: basic.defaultDashboardName,
    alwaysFullScreen: basic.alwaysFullScreen,
  };
}
