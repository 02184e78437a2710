import type { OAuth2BasicMapperConfig } from '@fleetdeck/model';
import { describe, expect, it } from 'vitest';
import { fillPattern, tenantName } from './name-patterns.js';

const BASIC: OAuth2BasicMapperConfig = {
  emailAttributeKey: 'email',
  firstNameAttributeKey: null,
  lastNameAttributeKey: null,
  tenantNameStrategy: 'DOMAIN',
  tenantNamePattern: null,
  customerNamePattern: null,
  defaultDashboardName: null,
  alwaysFullScreen: false,
};
const ATTRIBUTES = { email: 'ann@example.org', org: 'Acme' };

describe('OAuth2 name patterns', () => {
  it('names the tenant by the e-mail domain, the e-mail or the custom pattern', () => {
    expect(tenantName(BASIC, 'ann@example.org', ATTRIBUTES)).toBe('example.org');
    expect(tenantName({ ...BASIC, tenantNameStrategy: 'EMAIL' }, 'ann@example.org', ATTRIBUTES)).toBe(
      'ann@example.org',
    );
    const custom = { ...BASIC, tenantNameStrategy: 'CUSTOM' as const, tenantNamePattern: '%{org} tenant' };
    expect(tenantName(custom, 'ann@example.org', ATTRIBUTES)).toBe('Acme tenant');
  });

  it('leaves an attribute the user does not have empty', () => {
    expect(fillPattern('%{org}-%{missing}', ATTRIBUTES)).toBe('Acme-');
  });
});
