import type { DashboardId, PageData } from '@fleetdeck/model';
import { NULL_UUID } from '@fleetdeck/model';
import { api } from '../../core/http/api';
import type { AuthUser } from '../../core/session/auth-user';

export interface DashboardChoice {
  id: DashboardId;
  title: string;
}

const PAGE = { pageSize: 100, page: 0, sortProperty: 'title', sortOrder: 'ASC' };

/**
 * The dashboards a user may pick as default: the tenant's own for a tenant administrator, the customer's
 * for a customer user, none for a system administrator. packages/client has no dashboards module yet, so the two
 * list calls are made here; a failure gives an empty list, as the dashboard picker does.
 */
export async function loadDashboardChoices(authUser: AuthUser): Promise<DashboardChoice[]> {
  let path: string | null = null;
  if (authUser.authority === 'TENANT_ADMIN') path = '/api/tenant/dashboards';
  if (authUser.authority === 'CUSTOMER_USER' && authUser.customerId && authUser.customerId !== NULL_UUID) {
    path = `/api/customer/${authUser.customerId}/dashboards`;
  }
  if (!path) return [];
  try {
    const page = await api.http.get<PageData<DashboardChoice>>(path, { query: PAGE });
    return page.data;
  } catch (error) {
    console.warn('Unable to list dashboards', error);
    return [];
  }
}
