import { Type } from 'typebox';
import {
  BodyObject,
  ENTITY_FIELDS,
  EntityIdBody,
  NullableString,
  OptionalQuery,
  PageLinkQuery,
  QueryText,
  UuidParams,
} from '../http/schemas.js';

export const UserIdParams = UuidParams('userId');
export const TenantParams = UuidParams('tenantId');
export const CustomerParams = UuidParams('customerId');
export const UserPageQuery = PageLinkQuery;
export const SaveUserQuery = OptionalQuery('sendActivationMail');
export const ActivationMailQuery = Type.Object({ email: QueryText('String') });
export const CredentialsEnabledQuery = OptionalQuery('userCredentialsEnabled');

export const UserBody = BodyObject(
  {
    ...ENTITY_FIELDS,
    customerId: EntityIdBody,
    email: NullableString(),
    authority: NullableString({ description: 'SYS_ADMIN, TENANT_ADMIN or CUSTOMER_USER' }),
    firstName: NullableString(),
    lastName: NullableString(),
  },
  'A user; without id it is created',
);
