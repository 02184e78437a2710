import { Type } from 'typebox';
import {
  BodyObject,
  EntityIdBody,
  lookupOrPageQuery,
  NullableNumber,
  NullableString,
  QueryText,
  UuidParams,
} from '../http/schemas.js';

export const WidgetsBundleIdParams = UuidParams('widgetsBundleId');
export const WidgetTypeIdParams = UuidParams('widgetTypeId');

/** /widgetsBundles: one page with the paging parameters, every bundle without them. */
export const WidgetsBundlesQuery = lookupOrPageQuery();

const isSystem = QueryText('boolean', 'true: the system bundle of that alias; false: the tenant’s own');
const bundleAlias = QueryText('String', 'The alias of the bundle');

export const BundleTypesQuery = Type.Object({ isSystem, bundleAlias });
export const WidgetTypeLookupQuery = Type.Object({
  isSystem,
  bundleAlias,
  alias: QueryText('String', 'The alias of the widget type'),
});

export const WidgetsBundleBody = BodyObject(
  {
    id: EntityIdBody,
    createdTime: NullableNumber(),
    tenantId: EntityIdBody,
    alias: NullableString({ description: 'Made from the title when empty; never changes afterwards' }),
    title: NullableString(),
    image: NullableString(),
    description: NullableString(),
    externalId: EntityIdBody,
  },
  'A widgets bundle; without id it is created in the caller’s scope (system for the system administrator)',
);

/** The descriptor is a JSON object kept as given: type, sizes, templates, schemas and defaultConfig (JSON text). */
const Descriptor = Type.Unsafe<Record<string, unknown> | null>({ type: 'object', nullable: true });

export const WidgetTypeBody = BodyObject(
  {
    id: EntityIdBody,
    createdTime: NullableNumber(),
    tenantId: EntityIdBody,
    bundleAlias: NullableString(),
    alias: NullableString({ description: 'Made from the name when empty; never changes afterwards' }),
    name: NullableString(),
    image: NullableString(),
    description: NullableString(),
    descriptor: Descriptor,
  },
  'A widget type of a bundle of the caller’s scope; without id it is created',
);
