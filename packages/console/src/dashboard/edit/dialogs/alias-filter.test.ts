import type { EntityAliasFilter, EntityAliasFilterType } from '@fleetdeck/model';
import { describe, expect, it } from 'vitest';
import { aliasFilterError, emptyAliasFilter, filterTypeLabel, offeredFilterTypes } from './alias-filter';

const DEVICE = { entityType: 'DEVICE', id: '784f394c-42b6-435a-983c-b7beff2784f9' } as const;

/** A filter of a type with its fields filled in as the editor does. */
function filled(type: EntityAliasFilterType, fields: Record<string, unknown>): EntityAliasFilter {
  return { ...emptyAliasFilter(type, false), ...fields } as EntityAliasFilter;
}

describe('alias filters', () => {
  it('offers the fifteen filter types, the edge ones only with edge support', () => {
    expect(offeredFilterTypes(true)).toHaveLength(15);
    expect(offeredFilterTypes(false)).not.toContain('edgeType');
    expect(offeredFilterTypes(false)).not.toContain('edgeSearchQuery');
    expect(offeredFilterTypes(false)).toHaveLength(13);
  });

  it('names each filter type by a message key', () => {
    expect(filterTypeLabel('singleEntity')).toBe('alias.filter-type-single-entity');
    expect(filterTypeLabel('entityViewSearchQuery')).toBe('alias.filter-type-entity-view-search-query');
  });

  it('builds each filter type with the fields the platform saves, in its key order', () => {
    const shapes = Object.fromEntries(
      offeredFilterTypes(true).map((type) => [type, Object.keys(emptyAliasFilter(type, true))]),
    );
    const rooted = [
      'rootStateEntity',
      'stateEntityParamName',
      'defaultStateEntity',
      'rootEntity',
      'direction',
      'maxLevel',
      'fetchLastLevelOnly',
    ];
    expect(shapes).toEqual({
      singleEntity: ['type', 'resolveMultiple', 'singleEntity'],
      entityList: ['type', 'resolveMultiple', 'entityType', 'entityList'],
      entityName: ['type', 'resolveMultiple', 'entityType', 'entityNameFilter'],
      entityType: ['type', 'resolveMultiple', 'entityType'],
      stateEntity: ['type', 'resolveMultiple', 'stateEntityParamName', 'defaultStateEntity'],
      assetType: ['type', 'resolveMultiple', 'assetType', 'assetNameFilter'],
      deviceType: ['type', 'resolveMultiple', 'deviceType', 'deviceNameFilter'],
      entityViewType: ['type', 'resolveMultiple', 'entityViewType', 'entityViewNameFilter'],
      edgeType: ['type', 'resolveMultiple', 'edgeType', 'edgeNameFilter'],
      apiUsageState: ['type', 'resolveMultiple'],
      relationsQuery: ['type', 'resolveMultiple', ...rooted, 'filters'],
      assetSearchQuery: ['type', 'resolveMultiple', ...rooted, 'relationType', 'assetTypes'],
      deviceSearchQuery: ['type', 'resolveMultiple', ...rooted, 'relationType', 'deviceTypes'],
      entityViewSearchQuery: ['type', 'resolveMultiple', ...rooted, 'relationType', 'entityViewTypes'],
      edgeSearchQuery: ['type', 'resolveMultiple', ...rooted, 'relationType', 'edgeTypes'],
    });
  });

  it('builds the demo dashboards’ filters exactly as the platform saved them', () => {
    expect(filled('deviceType', { resolveMultiple: true, deviceType: 'thermostat' })).toEqual({
      type: 'deviceType',
      resolveMultiple: true,
      deviceType: 'thermostat',
      deviceNameFilter: '',
    });
    expect(filled('assetType', { resolveMultiple: true, assetType: 'TbServiceQueue' })).toEqual({
      type: 'assetType',
      resolveMultiple: true,
      assetType: 'TbServiceQueue',
      assetNameFilter: '',
    });
    expect(emptyAliasFilter('stateEntity', false)).toEqual({
      type: 'stateEntity',
      resolveMultiple: false,
      stateEntityParamName: null,
      defaultStateEntity: null,
    });
    expect(filled('entityType', { resolveMultiple: true, entityType: 'DEVICE' })).toEqual({
      type: 'entityType',
      resolveMultiple: true,
      entityType: 'DEVICE',
    });
  });

  it('accepts every filter type once its required fields are filled in', () => {
    const complete: Record<EntityAliasFilterType, Record<string, unknown>> = {
      singleEntity: { singleEntity: DEVICE },
      entityList: { entityType: 'DEVICE', entityList: [DEVICE.id] },
      entityName: { entityType: 'DEVICE', entityNameFilter: 'Therm' },
      entityType: { entityType: 'ASSET' },
      stateEntity: {},
      assetType: { assetType: 'building' },
      deviceType: { deviceType: 'thermostat' },
      entityViewType: { entityViewType: 'view' },
      edgeType: { edgeType: 'default' },
      apiUsageState: {},
      relationsQuery: { rootEntity: DEVICE },
      assetSearchQuery: { rootStateEntity: true, assetTypes: ['building'] },
      deviceSearchQuery: { rootEntity: DEVICE, deviceTypes: ['thermostat'] },
      entityViewSearchQuery: { rootEntity: DEVICE, entityViewTypes: ['view'] },
      edgeSearchQuery: { rootEntity: DEVICE, edgeTypes: ['default'] },
    };
    for (const [type, fields] of Object.entries(complete)) {
      expect(aliasFilterError(filled(type as EntityAliasFilterType, fields)), type).toBeNull();
    }
  });

  it('names the missing field of an incomplete filter', () => {
    expect(aliasFilterError(emptyAliasFilter('singleEntity', false))).toBe('entity.entity-required');
    expect(aliasFilterError(filled('singleEntity', { singleEntity: { entityType: 'DEVICE', id: '' } }))).toBe(
      'entity.entity-required',
    );
    expect(aliasFilterError(filled('entityList', { entityType: 'DEVICE' }))).toBe('entity.entity-list-empty');
    expect(aliasFilterError(emptyAliasFilter('entityName', false))).toBe('entity.type-required');
    expect(aliasFilterError(emptyAliasFilter('deviceType', false))).toBe('device.device-type-required');
    expect(aliasFilterError(emptyAliasFilter('relationsQuery', false))).toBe('alias.root-entity-required');
    expect(aliasFilterError(filled('relationsQuery', { rootEntity: DEVICE, maxLevel: 0 }))).toBe(
      'alias.max-relation-level-invalid',
    );
    expect(aliasFilterError(filled('assetSearchQuery', { rootStateEntity: true }))).toBe('asset.asset-type-list-empty');
    expect(aliasFilterError(filled('stateEntity', { defaultStateEntity: { entityType: 'DEVICE', id: '' } }))).toBe(
      'entity.entity-required',
    );
  });

  it('takes a single entity of a pseudo-type as complete', () => {
    const currentCustomer = { entityType: 'CURRENT_CUSTOMER', id: '13814000-1dd2-11b2-8080-808080808080' };
    expect(aliasFilterError(filled('singleEntity', { singleEntity: currentCustomer }))).toBeNull();
  });
});
