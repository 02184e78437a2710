/** The entity kinds of the 3.4.1 platform, in its order. */
export const ENTITY_TYPES = [
  'TENANT',
  'CUSTOMER',
  'USER',
  'DASHBOARD',
  'ASSET',
  'DEVICE',
  'ALARM',
  'RULE_CHAIN',
  'RULE_NODE',
  'ENTITY_VIEW',
  'WIDGETS_BUNDLE',
  'WIDGET_TYPE',
  'TENANT_PROFILE',
  'DEVICE_PROFILE',
  'API_USAGE_STATE',
  'TB_RESOURCE',
  'OTA_PACKAGE',
  'EDGE',
  'RPC',
  'QUEUE',
] as const;

export type EntityType = (typeof ENTITY_TYPES)[number];

/** Stands in for "no customer" and "the system" wherever the contract would otherwise send null. */
export const NULL_UUID = '13814000-1dd2-11b2-8080-808080808080';

export interface EntityId<T extends EntityType = EntityType> {
  entityType: T;
  id: string;
}

/** Ids of records that are not entities (credentials, settings, audit entries) carry no type. */
export interface PlainId {
  id: string;
}

export type TenantId = EntityId<'TENANT'>;
export type CustomerId = EntityId<'CUSTOMER'>;
export type UserId = EntityId<'USER'>;
export type TenantProfileId = EntityId<'TENANT_PROFILE'>;
export type DeviceId = EntityId<'DEVICE'>;
export type DeviceProfileId = EntityId<'DEVICE_PROFILE'>;
export type RuleChainId = EntityId<'RULE_CHAIN'>;
export type DashboardId = EntityId<'DASHBOARD'>;

export function entityId<T extends EntityType>(entityType: T, id: string): EntityId<T> {
  return { entityType, id };
}

export function isEntityType(value: string): value is EntityType {
  return (ENTITY_TYPES as readonly string[]).includes(value);
}

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isUuid(value: string): boolean {
  return UUID_PATTERN.test(value);
}
