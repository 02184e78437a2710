import { Type } from 'typebox';
import { AnyJson, EntityTypeName, QueryText, timePageQueryWith, Uuid, UuidParams } from '../http/schemas.js';

export const RuleNodeIdParams = UuidParams('ruleNodeId');

export const EntityEventsParams = Type.Object({ entityType: EntityTypeName, entityId: Uuid() });
export const TypedEventsParams = Type.Object({
  entityType: EntityTypeName,
  entityId: Uuid(),
  eventType: Type.String(),
});

/** The tenant whose events are read, and the time-paged list's parameters. */
export const EventsQuery = Type.Object({
  ...timePageQueryWith().properties,
  tenantId: QueryText('String', 'The tenant of the events'),
});
export const ClearEventsQuery = Type.Object({
  tenantId: Type.Optional(QueryText('String', 'The tenant of the events; the caller’s own when absent')),
  startTime: Type.Optional(QueryText('Long')),
  endTime: Type.Optional(QueryText('Long')),
});

/** An event filter, discriminated by eventType; the service reads its fields. */
export const EventFilterBody = AnyJson;
