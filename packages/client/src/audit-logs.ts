import type { ActionType, AuditLog, EntityId, PageData, TimePageLink } from '@fleetdeck/model';
import { pageLinkToQuery } from '@fleetdeck/model';
import type { ApiClient } from './http.js';

/** The tenant's audit logs: all of them, or those of a customer, a user or an entity; optionally of some action types. */
export function auditLogsApi(http: ApiClient) {
  const query = (link: TimePageLink, actionTypes: readonly ActionType[]) => ({
    ...pageLinkToQuery(link),
    ...(actionTypes.length > 0 ? { actionTypes: actionTypes.join(',') } : {}),
  });
  const list = (path: string, link: TimePageLink, actionTypes: readonly ActionType[]) =>
    http.get<PageData<AuditLog>>(path, { query: query(link, actionTypes) });
  return {
    list: (link: TimePageLink, actionTypes: readonly ActionType[] = []) => list('/api/audit/logs', link, actionTypes),
    byCustomer: (customerId: string, link: TimePageLink, actionTypes: readonly ActionType[] = []) =>
      list(`/api/audit/logs/customer/${customerId}`, link, actionTypes),
    byUser: (userId: string, link: TimePageLink, actionTypes: readonly ActionType[] = []) =>
      list(`/api/audit/logs/user/${userId}`, link, actionTypes),
    byEntity: (entity: EntityId, link: TimePageLink, actionTypes: readonly ActionType[] = []) =>
      list(`/api/audit/logs/entity/${entity.entityType}/${entity.id}`, link, actionTypes),
  };
}
