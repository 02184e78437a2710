import { Type } from 'typebox';
import {
  BodyObject,
  CONTACT_FIELDS,
  ENTITY_FIELDS,
  EntityIdBody,
  NullableString,
  PageLinkQuery,
  QueryText,
  UuidParams,
} from '../http/schemas.js';

export const CustomerIdParams = UuidParams('customerId');
export const CustomerPageQuery = PageLinkQuery;
export const CustomerTitleQuery = Type.Object({ customerTitle: QueryText('String') });

export const CustomerBody = BodyObject(
  { ...ENTITY_FIELDS, ...CONTACT_FIELDS, title: NullableString(), externalId: EntityIdBody },
  'A customer; without id it is created',
);
