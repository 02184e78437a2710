import {
  AnyJson,
  BodyObject,
  ENTITY_FIELDS,
  EntityIdBody,
  IdListQuery,
  lookupOrPageQuery,
  NullableString,
  pageQueryWith,
  UuidParams,
} from '../http/schemas.js';

export const AssetIdParams = UuidParams('assetId');
export const CustomerAssetParams = UuidParams('customerId', 'assetId');
export const CustomerParams = UuidParams('customerId');

/** /tenant/assets: the paged list, or with assetName the lookup by name. */
export const TenantAssetsQuery = lookupOrPageQuery('type', 'assetName');
export const AssetPageQuery = pageQueryWith('type');
export const AssetIdsQuery = IdListQuery('assetIds');

export const AssetBody = BodyObject(
  {
    ...ENTITY_FIELDS,
    customerId: EntityIdBody,
    name: NullableString(),
    type: NullableString(),
    label: NullableString(),
    externalId: EntityIdBody,
  },
  'An asset; without id it is created',
);

/** An entity search query (`{"parameters":{…},"relationType":…,"assetTypes":[…]}`), read by the search service. */
export const AssetSearchBody = BodyObject({ parameters: AnyJson, relationType: AnyJson, assetTypes: AnyJson });
