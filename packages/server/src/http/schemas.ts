import { ENTITY_TYPES } from '@fleetdeck/model';
import { type TOptional, type TProperties, type TSchema, type TString, Type } from 'typebox';

/**
 * Building blocks of the request schemas every route declares. Fastify validates them before any handler runs,
 * and validation-message.ts turns a failure into the text Spring writes for the same mistake: that text names the Java
 * type of the controller's argument, which each parameter carries as `x-java-type`.
 */

/** The annotation the error mapping reads: the Java type Spring would have converted the value to. */
export const JAVA_TYPE = 'x-java-type';

const UUID_PATTERN = '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$';

/** A UUID in a path or query; anything else answers `Invalid UUID string: <value>`. */
export function Uuid(description?: string) {
  return Type.String({ format: 'uuid', pattern: UUID_PATTERN, ...(description ? { description } : {}) });
}

/**
 * A query parameter read as text. Values are kept as text so handlers can answer a bad number with Spring's own
 * conversion message; required ones answer `Required request parameter '<name>' for method parameter type <T> …`.
 */
export function QueryText(javaType = 'String', description?: string) {
  return Type.String({ [JAVA_TYPE]: javaType, ...(description ? { description } : {}) });
}

/** An entity type name in a path or query; anything else answers `No enum constant ….EntityType.<value>`. */
export const EntityTypeName = Type.String({
  enum: [...ENTITY_TYPES],
  [JAVA_TYPE]: 'org.thingsboard.server.common.data.EntityType',
});

/** Path parameters that are all UUIDs. */
export function UuidParams<const K extends string>(...names: K[]) {
  const properties = Object.fromEntries(names.map((name) => [name, Uuid()])) as { [P in K]: TString };
  return Type.Object(properties);
}

/** `/{entityType}/{entityId}` path parameters, checked in that order as the platform does. */
export const EntityParams = Type.Object({ entityType: EntityTypeName, entityId: Uuid() });

/** The paging parameters every list takes; their values are checked by parsePageLink for the platform's texts. */
export const PageLinkQuery = Type.Object({
  pageSize: QueryText('int', 'Maximum amount of entities in one page (at least 1)'),
  page: QueryText('int', 'Sequence number of the page, starting from 0'),
  textSearch: Type.Optional(QueryText('String', 'Case-insensitive substring of the search text')),
  sortProperty: Type.Optional(QueryText('String', 'Property of the entity to sort by')),
  sortOrder: Type.Optional(QueryText('String', 'ASC or DESC, in any case')),
});

/** Optional text query parameters, by name. */
function optionalTexts<const K extends string>(names: K[]) {
  return Object.fromEntries(names.map((name) => [name, Type.Optional(QueryText())])) as {
    [P in K]: TOptional<TString>;
  };
}

/** A paged list's query with filters of its own, all optional text. */
export function pageQueryWith<const K extends string>(...names: K[]) {
  const extra = optionalTexts(names);
  return Type.Object({ ...PageLinkQuery.properties, ...extra });
}

/** Optional text query parameters. */
export function OptionalQuery<const K extends string>(...names: K[]) {
  return Type.Object(optionalTexts(names));
}

/*
 * Body fields. Jackson reads a String field from text, a number or a boolean, keeps null as null, and refuses an
 * object or an array; `nullable` keeps Ajv from turning null into "" (its coercion would), so stored nulls stay null.
 * No field is required here: the services answer a missing name with the platform's own text.
 */

export function NullableString(options: { description?: string } = {}) {
  return Type.Unsafe<string | null>({ type: 'string', nullable: true, ...options });
}

export function NullableNumber(options: { description?: string } = {}) {
  return Type.Unsafe<number | null>({ type: 'number', nullable: true, ...options });
}

export function NullableBoolean(options: { description?: string } = {}) {
  return Type.Unsafe<boolean | null>({ type: 'boolean', nullable: true, ...options });
}

/** Free JSON (a JsonNode field such as additionalInfo): any value. */
export const AnyJson = Type.Unknown();

/** An entity id object `{"entityType":…,"id":…}`; anything else answers `Missing entityType or id!`. */
export const EntityIdBody = Type.Unsafe<{ entityType?: string; id?: string } | null>({
  type: 'object',
  nullable: true,
  [JAVA_TYPE]: 'EntityId',
  // nullable, so that an id of null reaches the service as null (its Missing entityType or id!) rather than "".
  properties: { entityType: { type: 'string', nullable: true }, id: { type: 'string', nullable: true } },
});

/** A JSON object body whose known fields are typed; unknown fields pass, as Jackson ignores them. */
export function BodyObject<T extends TProperties>(properties: T, description?: string) {
  const optional = Object.fromEntries(
    Object.entries(properties).map(([name, schema]) => [name, Type.Optional(schema as TSchema)]),
  ) as { [P in keyof T]: TOptional<T[P]> };
  return Type.Object(optional, description ? { description } : {});
}

/** The fields every saved entity shares. */
export const ENTITY_FIELDS = {
  id: EntityIdBody,
  createdTime: NullableNumber(),
  tenantId: EntityIdBody,
  additionalInfo: AnyJson,
};

/**
 * The query of a list that the platform serves from two handlers, told apart by a lookup parameter (deviceName,
 * assetName, …): paging parameters are only required without it, which parsePageLink checks.
 */
export function lookupOrPageQuery<const K extends string>(...names: K[]) {
  const paging = Object.fromEntries(
    Object.entries(PageLinkQuery.properties).map(([name, schema]) => [name, Type.Optional(schema)]),
  ) as { [P in keyof typeof PageLinkQuery.properties]: TOptional<TString> };
  const extra = optionalTexts(names);
  return Type.Object({ ...paging, ...extra });
}

/** A comma-separated list of ids in one required query parameter (`?deviceIds=a,b`). */
export function IdListQuery<const K extends string>(name: K) {
  return Type.Object({ [name]: QueryText('String[]', 'Comma-separated UUIDs') } as { [P in K]: TString });
}

/** A time-paged list's query: the paging parameters, startTime and endTime (epoch ms), and filters of its own. */
export function timePageQueryWith<const K extends string>(...names: K[]) {
  const extra = optionalTexts(names);
  return Type.Object({
    ...PageLinkQuery.properties,
    startTime: Type.Optional(QueryText('Long', 'Earliest creation time, epoch milliseconds')),
    endTime: Type.Optional(QueryText('Long', 'Latest creation time, epoch milliseconds')),
    ...extra,
  });
}

/** The contact fields of customers and tenants. */
export const CONTACT_FIELDS = {
  country: NullableString(),
  state: NullableString(),
  city: NullableString(),
  address: NullableString(),
  address2: NullableString(),
  zip: NullableString(),
  phone: NullableString(),
  email: NullableString(),
};
