import {
  AnyJson,
  BodyObject,
  EntityIdBody,
  NullableBoolean,
  NullableNumber,
  NullableString,
  OptionalQuery,
  PageLinkQuery,
  pageQueryWith,
  UuidParams,
} from '../http/schemas.js';

export const DeviceProfileIdParams = UuidParams('deviceProfileId');
export const DeviceProfileKeysQuery = OptionalQuery('deviceProfileId');
export const DeviceProfilePageQuery = PageLinkQuery;
export const DeviceProfileInfoPageQuery = pageQueryWith('transportType');

export const DeviceProfileBody = BodyObject(
  {
    id: EntityIdBody,
    createdTime: NullableNumber(),
    tenantId: EntityIdBody,
    name: NullableString(),
    description: NullableString(),
    image: NullableString(),
    default: NullableBoolean(),
    type: NullableString(),
    transportType: NullableString({ description: 'DEFAULT, MQTT, COAP, LWM2M or SNMP' }),
    provisionType: NullableString(),
    defaultRuleChainId: EntityIdBody,
    defaultDashboardId: EntityIdBody,
    defaultQueueName: NullableString(),
    profileData: AnyJson,
    provisionDeviceKey: NullableString(),
    firmwareId: EntityIdBody,
    softwareId: EntityIdBody,
    externalId: EntityIdBody,
  },
  'A device profile; without id it is created',
);
