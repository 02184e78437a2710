import type {
  Alarm,
  AlarmInfo,
  AlarmSearchStatus,
  AlarmSeverity,
  AlarmStatus,
  EntityId,
  PageData,
  TimePageLink,
} from '@fleetdeck/model';
import { pageLinkToQuery } from '@fleetdeck/model';
import type { ApiClient } from './http.js';

export type AlarmDraft = Partial<Alarm> & Pick<Alarm, 'type' | 'originator'>;

/** Which alarms a list shows: a search status or an exact status (not both), and whether to name the originator. */
export interface AlarmListFilter {
  searchStatus?: AlarmSearchStatus;
  status?: AlarmStatus;
  fetchOriginator?: boolean;
}

/** Alarms. */
export function alarmsApi(http: ApiClient) {
  return {
    get: (alarmId: string) => http.get<Alarm>(`/api/alarm/${alarmId}`),
    info: (alarmId: string) => http.get<AlarmInfo>(`/api/alarm/info/${alarmId}`),
    save: (alarm: AlarmDraft) => http.post<Alarm>('/api/alarm', alarm),
    delete: (alarmId: string) => http.delete<boolean>(`/api/alarm/${alarmId}`),
    ack: (alarmId: string) => http.post<void>(`/api/alarm/${alarmId}/ack`),
    clear: (alarmId: string) => http.post<void>(`/api/alarm/${alarmId}/clear`),
    forEntity: (entityId: EntityId, link: TimePageLink, filter: AlarmListFilter = {}) =>
      http.get<PageData<AlarmInfo>>(`/api/alarm/${entityId.entityType}/${entityId.id}`, {
        query: { ...pageLinkToQuery(link), ...filter },
      }),
    all: (link: TimePageLink, filter: AlarmListFilter = {}) =>
      http.get<PageData<AlarmInfo>>('/api/alarms', { query: { ...pageLinkToQuery(link), ...filter } }),
    highestSeverity: (entityId: EntityId, filter: Pick<AlarmListFilter, 'searchStatus' | 'status'> = {}) =>
      http.get<AlarmSeverity | null>(`/api/alarm/highestSeverity/${entityId.entityType}/${entityId.id}`, {
        query: { ...filter },
      }),
  };
}
