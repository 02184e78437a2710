import type { Authority, EntityType } from '@fleetdeck/model';

/**
 * The pseudo-types, resolved against the signed-in user; the owner is the tenant for a tenant administrator and the
 * customer for a customer user.
 */
export type AliasEntityType = 'CURRENT_CUSTOMER' | 'CURRENT_TENANT' | 'CURRENT_USER' | 'CURRENT_USER_OWNER';

export type PickerEntityType = EntityType | AliasEntityType;

export const ALIAS_ENTITY_TYPES: readonly AliasEntityType[] = [
  'CURRENT_CUSTOMER',
  'CURRENT_TENANT',
  'CURRENT_USER',
  'CURRENT_USER_OWNER',
];

export function isAliasEntityType(type: string): type is AliasEntityType {
  return (ALIAS_ENTITY_TYPES as readonly string[]).includes(type);
}

interface AllowedTypesOptions {
  edgesEnabled: boolean;
  /** add the pseudo-types (entity aliases and filters use them; relations do not) */
  includeAliases?: boolean;
}

/** The entity types a selector offers, in the platform's order. */
export function allowedEntityTypes(
  authority: Authority | undefined,
  { edgesEnabled, includeAliases = false }: AllowedTypesOptions,
): PickerEntityType[] {
  if (authority === 'SYS_ADMIN') return ['TENANT'];
  if (authority !== 'TENANT_ADMIN' && authority !== 'CUSTOMER_USER') return [];
  const tenant = authority === 'TENANT_ADMIN';
  const types: PickerEntityType[] = ['DEVICE', 'ASSET', 'ENTITY_VIEW'];
  if (tenant) types.push('TENANT');
  types.push('CUSTOMER', 'USER', 'DASHBOARD');
  if (edgesEnabled) types.push('EDGE');
  if (includeAliases) {
    types.push('CURRENT_CUSTOMER');
    if (tenant) types.push('CURRENT_TENANT');
    types.push('CURRENT_USER');
    if (tenant) types.push('CURRENT_USER_OWNER');
  }
  return types;
}

interface EntityTypeMessages {
  /** the type's name */
  name: string;
  /** the picker's required message */
  required: string;
  /** shown with the typed text when nothing matches */
  noMatch: string;
}

const GENERIC: EntityTypeMessages = {
  name: 'entity.entity',
  required: 'entity.entity-required',
  noMatch: 'entity.no-entities-matching',
};

const MESSAGES: Partial<Record<PickerEntityType, EntityTypeMessages>> = {
  ASSET: { name: 'entity.type-asset', required: 'asset.asset-required', noMatch: 'asset.no-assets-matching' },
  DEVICE: { name: 'entity.type-device', required: 'device.device-required', noMatch: 'device.no-devices-matching' },
  EDGE: { name: 'entity.type-edge', required: 'edge.edge-required', noMatch: 'edge.no-edges-matching' },
  ENTITY_VIEW: {
    name: 'entity.type-entity-view',
    required: 'entity-view.entity-view-required',
    noMatch: 'entity-view.no-entity-views-matching',
  },
  RULE_CHAIN: {
    name: 'entity.type-rulechain',
    required: 'rulechain.rulechain-required',
    noMatch: 'rulechain.no-rulechains-matching',
  },
  TENANT: { name: 'entity.type-tenant', required: 'tenant.tenant-required', noMatch: 'tenant.no-tenants-matching' },
  CUSTOMER: {
    name: 'entity.type-customer',
    required: 'customer.customer-required',
    noMatch: 'customer.no-customers-matching',
  },
  USER: { name: 'entity.type-user', required: 'user.user-required', noMatch: 'user.no-users-matching' },
  DASHBOARD: {
    name: 'entity.type-dashboard',
    required: 'dashboard.dashboard-required',
    noMatch: 'dashboard.no-dashboards-matching',
  },
  DEVICE_PROFILE: {
    name: 'device-profile.device-profile',
    required: 'device-profile.device-profile-required',
    noMatch: 'device-profile.no-device-profiles-matching',
  },
  ALARM: { name: 'entity.type-alarm', required: 'alarm.alarm-required', noMatch: 'alarm.no-alarms-matching' },
  CURRENT_CUSTOMER: { ...GENERIC, name: 'entity.type-current-customer' },
  CURRENT_TENANT: { ...GENERIC, name: 'entity.type-current-tenant' },
  CURRENT_USER: { ...GENERIC, name: 'entity.type-current-user' },
  CURRENT_USER_OWNER: { ...GENERIC, name: 'entity.type-current-user-owner' },
};

export function entityTypeMessages(type: PickerEntityType | null | undefined): EntityTypeMessages {
  return (type && MESSAGES[type]) || GENERIC;
}

/** The message key naming an entity type, for selects and table cells. */
export function entityTypeName(type: PickerEntityType): string {
  return entityTypeMessages(type).name;
}

/** The entity kinds that have subtypes: asset, device, edge and entity view types. */
export type SubtypeEntityType = 'ASSET' | 'DEVICE' | 'EDGE' | 'ENTITY_VIEW';

interface SubtypeMessages {
  /** the field label */
  type: string;
  required: string;
  maxLength: string;
  noMatch: string;
  /** the all-subtypes option of a filter */
  any: string;
  /** a required subtype list left empty */
  listEmpty: string;
}

export const SUBTYPE_MESSAGES: Record<SubtypeEntityType, SubtypeMessages> = {
  ASSET: {
    type: 'asset.asset-type',
    required: 'asset.asset-type-required',
    maxLength: 'asset.asset-type-max-length',
    noMatch: 'asset.no-asset-types-matching',
    any: 'asset.any-asset',
    listEmpty: 'asset.asset-type-list-empty',
  },
  DEVICE: {
    type: 'device.device-type',
    required: 'device.device-type-required',
    maxLength: 'device.device-type-max-length',
    noMatch: 'device.no-device-types-matching',
    any: 'device.any-device',
    listEmpty: 'device.device-type-list-empty',
  },
  EDGE: {
    type: 'edge.edge-type',
    required: 'edge.edge-type-required',
    maxLength: 'edge.type-max-length',
    noMatch: 'edge.no-edge-types-matching',
    any: 'edge.any-edge',
    listEmpty: 'edge.edge-type-list-empty',
  },
  ENTITY_VIEW: {
    type: 'entity-view.entity-view-type',
    required: 'entity-view.entity-view-type-required',
    maxLength: 'entity-view.type-max-length',
    noMatch: 'entity-view.no-entity-view-types-matching',
    any: 'entity-view.any-entity-view',
    listEmpty: 'entity-view.entity-view-type-list-empty',
  },
};

/** Longest subtype, relation type and other free-text picker value. */
export const MAX_FREE_TEXT_LENGTH = 255;
/** Autocomplete search result limit. */
export const AUTOCOMPLETE_LIMIT = 50;
/** Autocomplete debounce. */
export const AUTOCOMPLETE_DEBOUNCE_MS = 150;
