import {
  BodyObject,
  CONTACT_FIELDS,
  ENTITY_FIELDS,
  EntityIdBody,
  NullableString,
  UuidParams,
} from '../http/schemas.js';

export const TenantIdParams = UuidParams('tenantId');

export const TenantBody = BodyObject(
  {
    ...ENTITY_FIELDS,
    ...CONTACT_FIELDS,
    title: NullableString(),
    region: NullableString(),
    tenantProfileId: EntityIdBody,
  },
  'A tenant; without id it is created',
);
