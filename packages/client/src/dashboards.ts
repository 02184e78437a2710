import type {
  Dashboard,
  DashboardDraft,
  DashboardInfo,
  DashboardVersion,
  DashboardVersionInfo,
  HomeDashboard,
  HomeDashboardInfo,
  PageData,
  PageLink,
} from '@fleetdeck/model';
import { pageLinkToQuery } from '@fleetdeck/model';
import type { ApiClient } from './http.js';

/** The filter of the tenant's and a customer's dashboard lists: `mobile` leaves out dashboards hidden on mobile. */
export interface DashboardListFilter {
  mobile?: boolean;
}

/** Dashboards: saving, customer and public assignment, the lists, the home dashboard and edge assignment. */
export function dashboardsApi(http: ApiClient) {
  const list = (path: string, link: PageLink, filter: DashboardListFilter = {}) =>
    http.get<PageData<DashboardInfo>>(path, { query: { ...pageLinkToQuery(link), ...filter } });
  return {
    serverTime: () => http.get<number>('/api/dashboard/serverTime'),
    maxDatapointsLimit: () => http.get<number>('/api/dashboard/maxDatapointsLimit'),
    get: (dashboardId: string) => http.get<Dashboard>(`/api/dashboard/${dashboardId}`),
    info: (dashboardId: string) => http.get<DashboardInfo>(`/api/dashboard/info/${dashboardId}`),
    save: (dashboard: DashboardDraft) => http.post<Dashboard>('/api/dashboard', dashboard),
    delete: (dashboardId: string) => http.delete<void>(`/api/dashboard/${dashboardId}`),

    assignToCustomer: (customerId: string, dashboardId: string) =>
      http.post<Dashboard>(`/api/customer/${customerId}/dashboard/${dashboardId}`),
    unassignFromCustomer: (customerId: string, dashboardId: string) =>
      http.delete<Dashboard>(`/api/customer/${customerId}/dashboard/${dashboardId}`),
    /** Assigns the dashboard to exactly these customers. */
    updateCustomers: (dashboardId: string, customerIds: string[]) =>
      http.post<Dashboard>(`/api/dashboard/${dashboardId}/customers`, customerIds),
    addCustomers: (dashboardId: string, customerIds: string[]) =>
      http.post<Dashboard>(`/api/dashboard/${dashboardId}/customers/add`, customerIds),
    removeCustomers: (dashboardId: string, customerIds: string[]) =>
      http.post<Dashboard>(`/api/dashboard/${dashboardId}/customers/remove`, customerIds),
    /** Assigns the dashboard to the tenant's public customer, so anyone with its link may open it. */
    makePublic: (dashboardId: string) => http.post<Dashboard>(`/api/customer/public/dashboard/${dashboardId}`),
    makePrivate: (dashboardId: string) => http.delete<Dashboard>(`/api/customer/public/dashboard/${dashboardId}`),

    tenantDashboards: (link: PageLink, filter: DashboardListFilter = {}) =>
      list('/api/tenant/dashboards', link, filter),
    /** A tenant's dashboards, for the system administrator. */
    tenantDashboardsOf: (tenantId: string, link: PageLink) => list(`/api/tenant/${tenantId}/dashboards`, link),
    customerDashboards: (customerId: string, link: PageLink, filter: DashboardListFilter = {}) =>
      list(`/api/customer/${customerId}/dashboards`, link, filter),

    /** The signed-in user's home dashboard, or null when none is set. */
    home: () => http.get<HomeDashboard | null>('/api/dashboard/home'),
    homeInfo: () => http.get<HomeDashboardInfo | null>('/api/dashboard/home/info'),
    tenantHomeInfo: () => http.get<HomeDashboardInfo>('/api/tenant/dashboard/home/info'),
    setTenantHomeInfo: (info: HomeDashboardInfo) => http.post<void>('/api/tenant/dashboard/home/info', info),

    assignToEdge: (edgeId: string, dashboardId: string) =>
      http.post<Dashboard>(`/api/edge/${edgeId}/dashboard/${dashboardId}`),
    unassignFromEdge: (edgeId: string, dashboardId: string) =>
      http.delete<Dashboard>(`/api/edge/${edgeId}/dashboard/${dashboardId}`),
    edgeDashboards: (edgeId: string, link: PageLink) => list(`/api/edge/${edgeId}/dashboards`, link),

    /** The dashboard's saved versions (Fleetdeck's own calls, not the platform's). */
    versions: (dashboardId: string, link: PageLink) =>
      http.get<PageData<DashboardVersionInfo>>(`/api/dashboard/${dashboardId}/versions`, {
        query: pageLinkToQuery(link),
      }),
    version: (dashboardId: string, versionId: string) =>
      http.get<DashboardVersion>(`/api/dashboard/${dashboardId}/versions/${versionId}`),
    /** Saves the version's fields as the dashboard's current ones; the restore becomes a new version. */
    restoreVersion: (dashboardId: string, versionId: string) =>
      http.post<Dashboard>(`/api/dashboard/${dashboardId}/versions/${versionId}/restore`),
  };
}
