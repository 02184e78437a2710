import {
  AnyJson,
  BodyObject,
  EntityIdBody,
  EntityParams,
  NullableBoolean,
  NullableNumber,
  NullableString,
  OptionalQuery,
  timePageQueryWith,
  UuidParams,
} from '../http/schemas.js';

export const AlarmIdParams = UuidParams('alarmId');
export const AlarmEntityParams = EntityParams;
export const AlarmPageQuery = timePageQueryWith('searchStatus', 'status', 'fetchOriginator');
export const HighestSeverityQuery = OptionalQuery('searchStatus', 'status');

export const AlarmBody = BodyObject(
  {
    id: EntityIdBody,
    createdTime: NullableNumber(),
    tenantId: EntityIdBody,
    customerId: EntityIdBody,
    type: NullableString(),
    originator: EntityIdBody,
    severity: NullableString({ description: 'CRITICAL, MAJOR, MINOR, WARNING or INDETERMINATE' }),
    status: NullableString(),
    startTs: NullableNumber(),
    endTs: NullableNumber(),
    ackTs: NullableNumber(),
    clearTs: NullableNumber(),
    details: AnyJson,
    propagate: NullableBoolean(),
    propagateToOwner: NullableBoolean(),
    propagateToTenant: NullableBoolean(),
    propagateRelationTypes: AnyJson,
  },
  'An alarm; without id it is created',
);

/** The alarm data query: which entities' alarms, which page, and which fields and keys to return. */
export const AlarmDataQueryBody = BodyObject({
  entityFilter: AnyJson,
  keyFilters: AnyJson,
  pageLink: AnyJson,
  alarmFields: AnyJson,
  entityFields: AnyJson,
  latestValues: AnyJson,
});
