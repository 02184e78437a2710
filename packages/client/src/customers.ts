import type { Customer, CustomerShortInfo, PageData, PageLink } from '@fleetdeck/model';
import { pageLinkToQuery } from '@fleetdeck/model';
import type { ApiClient } from './http.js';

export type CustomerDraft = Partial<Customer> & Pick<Customer, 'title'>;

/** Customers. */
export function customersApi(http: ApiClient) {
  return {
    get: (customerId: string) => http.get<Customer>(`/api/customer/${customerId}`),
    shortInfo: (customerId: string) => http.get<CustomerShortInfo>(`/api/customer/${customerId}/shortInfo`),
    title: (customerId: string) => http.get<string>(`/api/customer/${customerId}/title`, { responseType: 'text' }),
    save: (customer: CustomerDraft) => http.post<Customer>('/api/customer', customer),
    delete: (customerId: string) => http.delete<void>(`/api/customer/${customerId}`),
    list: (link: PageLink) => http.get<PageData<Customer>>('/api/customers', { query: pageLinkToQuery(link) }),
    byTitle: (customerTitle: string) => http.get<Customer>('/api/tenant/customers', { query: { customerTitle } }),
  };
}
