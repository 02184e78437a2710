import { RESOURCE_TYPES } from '@fleetdeck/model';
import { Type } from 'typebox';
import { BodyObject, ENTITY_FIELDS, JAVA_TYPE, NullableString, PageLinkQuery, UuidParams } from '../http/schemas.js';

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
