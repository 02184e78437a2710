import { Type } from 'typebox';
import { AnyJson, BodyObject, EntityIdBody, NullableString, OptionalQuery, QueryText } from '../http/schemas.js';

/**
 * Relation parameters stay text: the service answers an empty one with `Parameter '<name>' can't be empty!` and
 * parses ids and types itself. Spring checks that every required one is present before any of that.
 */
export const RelationKeyQuery = Type.Object({
  fromId: QueryText(),
  fromType: QueryText(),
  relationType: QueryText(),
  relationTypeGroup: Type.Optional(QueryText()),
  toId: QueryText(),
  toType: QueryText(),
});

export const EntityRelationsQuery = Type.Object({ entityId: QueryText(), entityType: QueryText() });

/** The list calls: from an entity (fromId, fromType) or to one (toId, toType). */
export const RelationListQuery = OptionalQuery(
  'fromId',
  'fromType',
  'toId',
  'toType',
  'relationType',
  'relationTypeGroup',
);
export const RelationInfoListQuery = OptionalQuery('fromId', 'fromType', 'toId', 'toType', 'relationTypeGroup');

export const RelationBody = BodyObject(
  {
    from: EntityIdBody,
    to: EntityIdBody,
    type: NullableString(),
    typeGroup: NullableString(),
    additionalInfo: AnyJson,
  },
  'A relation between two entities',
);

/** The relation search query (`{"parameters":{…},"filters":[…]}`), read by the search service. */
export const RelationSearchBody = BodyObject({ parameters: AnyJson, filters: AnyJson });
