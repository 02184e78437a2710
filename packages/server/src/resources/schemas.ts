import { RESOURCE_TYPES } from '@fleetdeck/model';
import { Type } from 'typebox';
import {
  BodyObject,
  ENTITY_FIELDS,
  JAVA_TYPE,
  NullableString,
  PageLinkQuery,
  QueryText,
  UuidParams,
} from '../http/schemas.js';

export const RESOURCE_TYPE_JAVA = 'org.thingsboard.server.common.data.ResourceType';

export const ResourceIdParams = UuidParams('resourceId');

/** The platform's page link; the type narrows the list, as the platform's later versions let it. */
export const ResourcePageQuery = Type.Object({
  ...PageLinkQuery.properties,
  resourceType: Type.Optional(
    Type.String({
      enum: [...RESOURCE_TYPES],
      [JAVA_TYPE]: RESOURCE_TYPE_JAVA,
      description: 'Only resources of this type',
    }),
  ),
});

/** A resource to save: its file comes base64-encoded in `data`; the key is derived, never taken from the body. */
export const ResourceBody = BodyObject({
  ...ENTITY_FIELDS,
  title: NullableString(),
  resourceType: NullableString({ description: 'LWM2M_MODEL, JKS, PKCS_12 or JS_MODULE' }),
  resourceKey: NullableString(),
  searchText: NullableString(),
  fileName: NullableString(),
  data: NullableString({ description: 'The file, base64-encoded' }),
});

/** The page of LwM2M object models: a page link whose sort is of the objects (`id` or `name`), not of the files. */
export const Lwm2mObjectPageQuery = PageLinkQuery;

/** The LwM2M object models of these keys (`3_1.0`, comma-separated or repeated), in the order asked. */
export const Lwm2mObjectsQuery = Type.Object({
  sortOrder: QueryText('String', 'ASC or DESC'),
  sortProperty: QueryText('String', 'id or name'),
  objectIds: Type.Optional(
    Type.Union([QueryText('String[]'), Type.Array(QueryText('String'))], {
      description: 'Keys of the object models: object id and version, as 3_1.0',
    }),
  ),
});
