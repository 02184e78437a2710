import {
  AnyJson,
  BodyObject,
  ENTITY_FIELDS,
  EntityIdBody,
  lookupOrPageQuery,
  NullableNumber,
  NullableString,
  pageQueryWith,
  UuidParams,
} from '../http/schemas.js';

export const EntityViewIdParams = UuidParams('entityViewId');
export const CustomerEntityViewParams = UuidParams('customerId', 'entityViewId');
export const CustomerParams = UuidParams('customerId');

/** /tenant/entityViews: the paged list, or with entityViewName the lookup by name. */
export const TenantEntityViewsQuery = lookupOrPageQuery('type', 'entityViewName');
export const EntityViewPageQuery = pageQueryWith('type');

export const EntityViewBody = BodyObject(
  {
    ...ENTITY_FIELDS,
    entityId: EntityIdBody,
    customerId: EntityIdBody,
    name: NullableString(),
    type: NullableString(),
    keys: AnyJson,
    startTimeMs: NullableNumber(),
    endTimeMs: NullableNumber(),
    externalId: EntityIdBody,
  },
  'An entity view; without id it is created',
);

export const EntityViewSearchBody = BodyObject({
  parameters: AnyJson,
  relationType: AnyJson,
  entityViewTypes: AnyJson,
});
