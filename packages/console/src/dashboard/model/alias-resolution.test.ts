import { type EntityAlias, NULL_UUID } from '@fleetdeck/model';
import { describe, expect, it } from 'vitest';
import { type CurrentUser, dependsOnState, resolveAlias } from './alias-resolution';
import { normalizeDashboard } from './normalize-dashboard';
import { loadFixtureDashboard } from './test-fixtures';

const tenantAdmin: CurrentUser = {
  authority: 'TENANT_ADMIN',
  tenantId: 'aaaaaaaa-0000-0000-0000-000000000001',
  customerId: NULL_UUID,
  userId: 'aaaaaaaa-0000-0000-0000-000000000002',
};
const customerUser: CurrentUser = {
  ...tenantAdmin,
  authority: 'CUSTOMER_USER',
  customerId: 'cccc0000-0000-0000-0000-000000000003',
};
const device = { entityType: 'DEVICE' as const, id: 'dddd0000-0000-0000-0000-000000000004' };

const thermostats = normalizeDashboard(loadFixtureDashboard('thermostats'), {
  maxDatapointsLimit: 50000,
}).configuration;
const thermostatsAlias = thermostats.entityAliases['68a058e1-fdda-8482-715b-3ae4a488568e'];
const thermostatAlias = thermostats.entityAliases['12ae98c7-1ea2-52cf-64d5-763e9d993547'];

function alias(filter: EntityAlias['filter']): EntityAlias {
  return { id: 'a', alias: 'a', filter };
}

describe('resolveAlias', () => {
  it('queries every thermostat device for the Thermostats alias', () => {
    expect(resolveAlias(thermostatsAlias, {}, tenantAdmin)).toEqual({
      kind: 'query',
      filter: { type: 'deviceType', deviceType: 'thermostat', deviceNameFilter: '' },
      single: false,
    });
  });

  it('resolves the Thermostat state alias to the entity of the chart state', () => {
    expect(resolveAlias(thermostatAlias, { entityId: device, entityName: 'T1' }, tenantAdmin)).toEqual({
      kind: 'entity',
      entityId: device,
      filter: { type: 'singleEntity', singleEntity: device },
    });
    expect(dependsOnState(thermostatAlias.filter)).toBe(true);
    expect(dependsOnState(thermostatsAlias.filter)).toBe(false);
  });

  it('resolves to no entity on the root state, which has no entity', () => {
    expect(resolveAlias(thermostatAlias, {}, tenantAdmin)).toEqual({ kind: 'none' });
  });

  it('takes a named state param, then the default entity', () => {
    const filter = { type: 'stateEntity' as const, stateEntityParamName: 'room', defaultStateEntity: device };
    const other = { entityType: 'ASSET' as const, id: 'eeee0000-0000-0000-0000-000000000005' };
    expect(resolveAlias(alias(filter), { room: { entityId: other } }, tenantAdmin)).toMatchObject({ entityId: other });
    expect(resolveAlias(alias(filter), { entityId: other }, tenantAdmin)).toMatchObject({ entityId: device });
  });

  it('replaces the current-user pseudo entities by the user’s own', () => {
    const current = (entityType: string) =>
      resolveAlias(
        alias({ type: 'singleEntity', singleEntity: { entityType, id: NULL_UUID } as never }),
        {},
        customerUser,
      );
    expect(current('CURRENT_TENANT')).toMatchObject({ entityId: { entityType: 'TENANT', id: tenantAdmin.tenantId } });
    expect(current('CURRENT_CUSTOMER')).toMatchObject({
      entityId: { entityType: 'CUSTOMER', id: customerUser.customerId },
    });
    expect(current('CURRENT_USER')).toMatchObject({ entityId: { entityType: 'USER', id: tenantAdmin.userId } });
    expect(current('CURRENT_USER_OWNER')).toMatchObject({ entityId: { entityType: 'CUSTOMER' } });
    const owner = resolveAlias(
      alias({ type: 'singleEntity', singleEntity: { entityType: 'CURRENT_USER_OWNER', id: NULL_UUID } }),
      {},
      tenantAdmin,
    );
    expect(owner).toMatchObject({ entityId: { entityType: 'TENANT', id: tenantAdmin.tenantId } });
    const customerOfAdmin = resolveAlias(
      alias({ type: 'singleEntity', singleEntity: { entityType: 'CURRENT_CUSTOMER', id: NULL_UUID } }),
      {},
      tenantAdmin,
    );
    expect(customerOfAdmin).toEqual({ kind: 'none' });
  });

  it('roots a relations query at the state entity and drops the dashboard-only fields', () => {
    const filter = {
      type: 'relationsQuery' as const,
      resolveMultiple: true,
      rootStateEntity: true,
      stateEntityParamName: null,
      defaultStateEntity: null,
      rootEntity: null,
      direction: 'FROM' as const,
      filters: [{ relationType: 'Contains', entityTypes: ['DEVICE' as const] }],
      maxLevel: 1,
      fetchLastLevelOnly: false,
    };
    expect(resolveAlias(alias(filter), { entityId: device }, tenantAdmin)).toEqual({
      kind: 'query',
      filter: {
        type: 'relationsQuery',
        rootEntity: device,
        direction: 'FROM',
        filters: [{ relationType: 'Contains', entityTypes: ['DEVICE'] }],
        maxLevel: 1,
        fetchLastLevelOnly: false,
      },
      single: false,
    });
    expect(resolveAlias(alias(filter), {}, tenantAdmin)).toEqual({ kind: 'none' });
  });

  it('uses the fixed root of a search query and keeps single-entity resolution', () => {
    const filter = {
      type: 'deviceSearchQuery' as const,
      rootEntity: device,
      relationType: 'Manages',
      direction: 'FROM' as const,
      deviceTypes: ['thermostat'],
      maxLevel: 2,
    };
    expect(resolveAlias(alias(filter), {}, tenantAdmin)).toEqual({
      kind: 'query',
      filter: { ...filter, rootEntity: device },
      single: true,
    });
  });

  it('passes list, name, type and API usage filters through', () => {
    const list = { type: 'entityList' as const, entityType: 'DEVICE' as const, entityList: [device.id] };
    expect(resolveAlias(alias({ ...list, resolveMultiple: true }), {}, tenantAdmin)).toEqual({
      kind: 'query',
      filter: list,
      single: false,
    });
    expect(resolveAlias(alias({ type: 'apiUsageState' }), {}, tenantAdmin)).toEqual({
      kind: 'query',
      filter: { type: 'apiUsageState' },
      single: true,
    });
  });
});
