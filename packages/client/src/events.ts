import type { EntityId, EventFilter, EventInfo, EventType, PageData, TimePageLink } from '@fleetdeck/model';
import { pageLinkToQuery } from '@fleetdeck/model';
import type { ApiClient } from './http.js';

/** Events of entities: the debug events of rule nodes, by type or by filter, and clearing them. */
export function eventsApi(http: ApiClient) {
  const base = (entity: EntityId) => `/api/events/${entity.entityType}/${entity.id}`;
  return {
    list: (entity: EntityId, eventType: EventType, tenantId: string, link: TimePageLink) =>
      http.get<PageData<EventInfo>>(`${base(entity)}/${eventType}`, {
        query: { ...pageLinkToQuery(link), tenantId },
      }),
    filtered: (entity: EntityId, filter: EventFilter, tenantId: string, link: TimePageLink) =>
      http.post<PageData<EventInfo>>(base(entity), filter, { query: { ...pageLinkToQuery(link), tenantId } }),
    clear: (entity: EntityId, filter: EventFilter, range: { startTime?: number; endTime?: number } = {}) =>
      http.post<void>(`${base(entity)}/clear`, filter, {
        query: {
          startTime: range.startTime === undefined ? undefined : String(range.startTime),
          endTime: range.endTime === undefined ? undefined : String(range.endTime),
        },
      }),
    /** The body of the latest message the rule node received in debug mode; null when none. */
    ruleNodeDebugIn: (ruleNodeId: string) => http.get<unknown>(`/api/ruleNode/${ruleNodeId}/debugIn`),
  };
}
