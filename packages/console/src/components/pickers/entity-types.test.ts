import { describe, expect, it } from 'vitest';
import { allowedEntityTypes, entityTypeMessages } from './entity-types';

describe('allowed entity types', () => {
  it('offers a system administrator tenants only', () => {
    expect(allowedEntityTypes('SYS_ADMIN', { edgesEnabled: true, includeAliases: true })).toEqual(['TENANT']);
  });

  it('offers a tenant administrator every kind, edges only when edge support is on', () => {
    expect(allowedEntityTypes('TENANT_ADMIN', { edgesEnabled: false })).toEqual([
      'DEVICE',
      'ASSET',
      'ENTITY_VIEW',
      'TENANT',
      'CUSTOMER',
      'USER',
      'DASHBOARD',
    ]);
    expect(allowedEntityTypes('TENANT_ADMIN', { edgesEnabled: true })).toContain('EDGE');
  });

  it('adds the four pseudo-types for a tenant administrator when asked', () => {
    expect(allowedEntityTypes('TENANT_ADMIN', { edgesEnabled: true, includeAliases: true }).slice(-4)).toEqual([
      'CURRENT_CUSTOMER',
      'CURRENT_TENANT',
      'CURRENT_USER',
      'CURRENT_USER_OWNER',
    ]);
  });

  it('offers a customer user the same without tenant, current tenant and current user owner', () => {
    const types = allowedEntityTypes('CUSTOMER_USER', { edgesEnabled: true, includeAliases: true });
    expect(types).toEqual([
      'DEVICE',
      'ASSET',
      'ENTITY_VIEW',
      'CUSTOMER',
      'USER',
      'DASHBOARD',
      'EDGE',
      'CURRENT_CUSTOMER',
      'CURRENT_USER',
    ]);
  });

  it('offers nothing to anonymous users', () => {
    expect(allowedEntityTypes('ANONYMOUS', { edgesEnabled: true })).toEqual([]);
  });
});

describe('entity type messages', () => {
  it('names the required and no-match messages of each kind', () => {
    expect(entityTypeMessages('ASSET')).toMatchObject({
      required: 'asset.asset-required',
      noMatch: 'asset.no-assets-matching',
    });
    expect(entityTypeMessages('ENTITY_VIEW').required).toBe('entity-view.entity-view-required');
    expect(entityTypeMessages('RULE_CHAIN').noMatch).toBe('rulechain.no-rulechains-matching');
  });

  it('falls back to the generic entity messages', () => {
    expect(entityTypeMessages('WIDGET_TYPE').noMatch).toBe('entity.no-entities-matching');
    expect(entityTypeMessages(null).required).toBe('entity.entity-required');
  });
});
