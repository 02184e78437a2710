import { startEarlyRead, takeEarlyRead } from '../core/http/early-reads';

const dashboardRead = (dashboardId: string) => `dashboard:${dashboardId}`;
const LIMIT_READ = 'maxDatapointsLimit';

/**
 * Starts the reads an opened dashboard makes first (the dashboard, the data points limit), for an address that opens
 * one, while the console's code, language and user still load.
 */
export function startDashboardReads(pathname: string): void {
  const dashboardId = /^\/dashboards?\/([^/]+)\/?$/.exec(pathname)?.[1];
  if (!dashboardId) return;
  // the resource modules are not in the first page's scripts: they load alongside
  const api = import('../core/http/api').then((module) => module.api);
  startEarlyRead(dashboardRead(dashboardId), () => api.then((client) => client.dashboards.get(dashboardId)));
  startEarlyRead(LIMIT_READ, () => api.then((client) => client.system.maxDatapointsLimit()));
}

export const takeDashboardRead = <T>(dashboardId: string) => takeEarlyRead<T>(dashboardRead(dashboardId));
export const takeLimitRead = <T>() => takeEarlyRead<T>(LIMIT_READ);
