import { Type } from 'typebox';
import {
  AnyJson,
  BodyObject,
  ENTITY_FIELDS,
  EntityIdBody,
  IdListQuery,
  lookupOrPageQuery,
  NullableString,
  OptionalQuery,
  pageQueryWith,
  Uuid,
  UuidParams,
} from '../http/schemas.js';

export const DeviceIdParams = UuidParams('deviceId');
export const CustomerDeviceParams = UuidParams('customerId', 'deviceId');
export const TenantDeviceParams = UuidParams('tenantId', 'deviceId');
export const CustomerParams = UuidParams('customerId');
export const DeviceNameParams = Type.Object({ deviceName: Type.String() });
export const DevicesCountParams = Type.Object({ otaPackageType: Type.String(), deviceProfileId: Uuid() });

/** /tenant/devices: the paged list, or with deviceName the lookup by name. */
export const TenantDevicesQuery = lookupOrPageQuery('type', 'deviceProfileId', 'deviceName');
export const DevicePageQuery = pageQueryWith('type', 'deviceProfileId');
export const DeviceIdsQuery = IdListQuery('deviceIds');
export const SaveDeviceQuery = OptionalQuery('accessToken');

const DEVICE_FIELDS = {
  ...ENTITY_FIELDS,
  customerId: EntityIdBody,
  name: NullableString(),
  type: NullableString(),
  label: NullableString(),
  deviceProfileId: EntityIdBody,
  deviceData: AnyJson,
  firmwareId: EntityIdBody,
  softwareId: EntityIdBody,
  externalId: EntityIdBody,
};

export const DeviceBody = BodyObject(DEVICE_FIELDS, 'A device; without id it is created');

const CREDENTIALS_FIELDS = {
  id: AnyJson,
  createdTime: AnyJson,
  deviceId: EntityIdBody,
  credentialsType: NullableString({ description: 'ACCESS_TOKEN, X509_CERTIFICATE, MQTT_BASIC or LWM2M_CREDENTIALS' }),
  credentialsId: NullableString(),
  credentialsValue: AnyJson,
};

export const DeviceCredentialsBody = BodyObject(CREDENTIALS_FIELDS);

export const DeviceWithCredentialsBody = BodyObject({
  device: Type.Unsafe({ ...BodyObject(DEVICE_FIELDS), nullable: true }),
  credentials: Type.Unsafe({ ...BodyObject(CREDENTIALS_FIELDS), nullable: true }),
});

export const ClaimBody = Type.Unsafe<{ secretKey?: unknown } | null>({
  type: 'object',
  nullable: true,
  properties: { secretKey: {} },
});

/** The device search query (`{"deviceTypes":[…],"parameters":{…}}`), read by the search service. */
export const DeviceSearchBody = Type.Object({
  deviceTypes: Type.Optional(AnyJson),
  parameters: Type.Optional(AnyJson),
});
