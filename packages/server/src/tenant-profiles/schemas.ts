import { Type } from 'typebox';
import {
  AnyJson,
  BodyObject,
  EntityIdBody,
  NullableBoolean,
  NullableNumber,
  NullableString,
  UuidParams,
} from '../http/schemas.js';

export const TenantProfileIdParams = UuidParams('id');
/** The id, or `default` for the default profile. */
export const TenantProfileInfoParams = Type.Object({ id: Type.String({ description: 'A UUID, or default' }) });

export const TenantProfileBody = BodyObject(
  {
    id: EntityIdBody,
    createdTime: NullableNumber(),
    name: NullableString(),
    description: NullableString(),
    default: NullableBoolean(),
    isolatedTbRuleEngine: NullableBoolean(),
    profileData: AnyJson,
  },
  'A tenant profile; without id it is created',
);
