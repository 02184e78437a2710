import { NULL_UUID } from '@fleetdeck/model';
import { describe, expect, it } from 'vitest';
import type { SecurityUser } from '../auth/security-user.js';
import { checkWidgetsRead, checkWidgetsWrite, uniqueAlias } from './access.js';

const TENANT = '11111111-1dd2-11b2-8080-808080808080';
const OTHER = '22222222-1dd2-11b2-8080-808080808080';

function user(authority: SecurityUser['authority'], tenantId = TENANT): SecurityUser {
  return {
    userId: 'u',
    email: 'e',
    authority,
    tenantId: authority === 'SYS_ADMIN' ? NULL_UUID : tenantId,
    customerId: NULL_UUID,
    firstName: null,
    lastName: null,
    enabled: true,
    isPublic: false,
  };
}

describe('widgets access', () => {
  it('lets everyone read the system catalogue and only its tenant read a tenant bundle', () => {
    for (const authority of ['SYS_ADMIN', 'TENANT_ADMIN', 'CUSTOMER_USER'] as const) {
      expect(() => checkWidgetsRead(user(authority), NULL_UUID)).not.toThrow();
    }
    expect(() => checkWidgetsRead(user('TENANT_ADMIN'), TENANT)).not.toThrow();
    expect(() => checkWidgetsRead(user('CUSTOMER_USER'), TENANT)).not.toThrow();
    expect(() => checkWidgetsRead(user('TENANT_ADMIN'), OTHER)).toThrow("You don't have permission");
    expect(() => checkWidgetsRead(user('SYS_ADMIN'), TENANT)).toThrow("You don't have permission");
  });

  it('lets the system administrator write system bundles and a tenant administrator its own only', () => {
    expect(() => checkWidgetsWrite(user('SYS_ADMIN'), NULL_UUID)).not.toThrow();
    expect(() => checkWidgetsWrite(user('SYS_ADMIN'), TENANT)).toThrow("You don't have permission");
    expect(() => checkWidgetsWrite(user('TENANT_ADMIN'), TENANT)).not.toThrow();
    expect(() => checkWidgetsWrite(user('TENANT_ADMIN'), NULL_UUID)).toThrow("You don't have permission");
    expect(() => checkWidgetsWrite(user('TENANT_ADMIN'), OTHER)).toThrow("You don't have permission");
    expect(() => checkWidgetsWrite(user('CUSTOMER_USER'), TENANT)).toThrow("You don't have permission");
  });
});

describe('uniqueAlias', () => {
  it('makes an alias from a title and numbers it while it is taken', async () => {
    expect(await uniqueAlias('My  Widgets-Bundle!', async () => false)).toBe('my_widgets_bundle_');
    const taken = new Set(['cards', 'cards2']);
    expect(await uniqueAlias('Cards', async (alias) => taken.has(alias))).toBe('cards3');
  });
});
