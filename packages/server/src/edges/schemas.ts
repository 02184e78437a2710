import {
  AnyJson,
  BodyObject,
  ENTITY_FIELDS,
  EntityIdBody,
  lookupOrPageQuery,
  NullableString,
  pageQueryWith,
  timePageQueryWith,
  UuidParams,
} from '../http/schemas.js';

export const EdgeIdParams = UuidParams('edgeId');
export const CustomerEdgeParams = UuidParams('customerId', 'edgeId');
export const EdgeRuleChainParams = UuidParams('edgeId', 'ruleChainId');
export const EdgeEntityParams = UuidParams('edgeId', 'entityId');
export const CustomerParams = UuidParams('customerId');

/** /edges: the tenant's paged list, or with edgeIds the lookup by ids. */
export const EdgesQuery = lookupOrPageQuery('type', 'edgeIds');
/** /tenant/edges: the paged list, or with edgeName the lookup by name. */
export const TenantEdgesQuery = lookupOrPageQuery('type', 'edgeName');
export const EdgePageQuery = pageQueryWith('type');
export const EdgeEventsQuery = timePageQueryWith();
export const EdgeEntitiesQuery = timePageQueryWith('type');

export const EdgeBody = BodyObject(
  {
    ...ENTITY_FIELDS,
    customerId: EntityIdBody,
    rootRuleChainId: EntityIdBody,
    name: NullableString(),
    type: NullableString(),
    label: NullableString(),
    routingKey: NullableString(),
    secret: NullableString(),
  },
  'An edge; without id it is created',
);

export const EdgeSearchBody = BodyObject({ parameters: AnyJson, relationType: AnyJson, edgeTypes: AnyJson });
