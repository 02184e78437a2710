import type { PageData, PageLink, Queue, QueueServiceType } from '@fleetdeck/model';
import { pageLinkToQuery } from '@fleetdeck/model';
import type { ApiClient } from './http.js';

export type QueueDraft = Partial<Queue> & Pick<Queue, 'name'>;

/** Rule-engine queues. */
export function queuesApi(http: ApiClient) {
  return {
    list: (serviceType: QueueServiceType, link: PageLink) =>
      http.get<PageData<Queue>>('/api/queues', { query: { serviceType, ...pageLinkToQuery(link) } }),
    get: (queueId: string) => http.get<Queue>(`/api/queues/${queueId}`),
    byName: (queueName: string) => http.get<Queue>(`/api/queues/name/${encodeURIComponent(queueName)}`),
    save: (serviceType: QueueServiceType, queue: QueueDraft) =>
      http.post<Queue>('/api/queues', queue, { query: { serviceType } }),
    delete: (queueId: string) => http.delete<void>(`/api/queues/${queueId}`),
  };
}
