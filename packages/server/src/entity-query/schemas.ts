import { AnyJson, BodyObject, OptionalQuery } from '../http/schemas.js';

/** The entity data query: what to find (entityFilter), which page, and which fields and keys to return. */
export const EntityDataQueryBody = BodyObject({
  entityFilter: AnyJson,
  keyFilters: AnyJson,
  pageLink: AnyJson,
  entityFields: AnyJson,
  latestValues: AnyJson,
});

export const EntityCountQueryBody = BodyObject({ entityFilter: AnyJson, keyFilters: AnyJson });
export const EntityKeysQuery = OptionalQuery('timeseries', 'attributes');
