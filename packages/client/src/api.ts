import { adminApi } from './admin.js';
import { alarmsApi } from './alarms.js';
import { assetsApi } from './assets.js';
import { auditLogsApi } from './audit-logs.js';
import { authApi } from './auth.js';
import { bulkImportApi } from './bulk-import.js';
import { componentsApi } from './components.js';
import { customersApi } from './customers.js';
import { dashboardsApi } from './dashboards.js';
import { deviceProfilesApi } from './device-profiles.js';
import { devicesApi } from './devices.js';
import { edgesApi } from './edges.js';
import { entityQueryApi } from './entity-query.js';
import { entityViewsApi } from './entity-views.js';
import { eventsApi } from './events.js';
import { ApiClient, type ApiClientOptions } from './http.js';
import { oauth2Api } from './oauth2.js';
import { otaPackagesApi } from './ota-packages.js';
import { queuesApi } from './queues.js';
import { relationsApi } from './relations.js';
import { resourcesApi } from './resources.js';
import { rpcApi } from './rpc.js';
import { ruleChainsApi } from './rule-chains.js';
import { systemApi } from './system.js';
import { telemetryApi } from './telemetry.js';
import { tenantProfilesApi } from './tenant-profiles.js';
import { tenantsApi } from './tenants.js';
import { twoFactorApi } from './two-factor.js';
import { usersApi } from './users.js';
import { versionControlApi } from './version-control.js';
import { widgetsApi } from './widgets.js';

/** Every resource module over one shared HTTP client, so they share tokens, refresh and the loading counter. */
export function createApi(options: ApiClientOptions = {}) {
  return apiOver(new ApiClient(options));
}

/** Every resource module over a client made elsewhere (the console makes its client before it loads most modules). */
export function apiOver(http: ApiClient) {
  return {
    http,
    auth: authApi(http),
    twoFactor: twoFactorApi(http),
    users: usersApi(http),
    tenants: tenantsApi(http),
    tenantProfiles: tenantProfilesApi(http),
    customers: customersApi(http),
    deviceProfiles: deviceProfilesApi(http),
    devices: devicesApi(http),
    assets: assetsApi(http),
    entityViews: entityViewsApi(http),
    edges: edgesApi(http),
    bulkImport: bulkImportApi(http),
    entityQuery: entityQueryApi(http),
    alarms: alarmsApi(http),
    relations: relationsApi(http),
    otaPackages: otaPackagesApi(http),
    queues: queuesApi(http),
    resources: resourcesApi(http),
    admin: adminApi(http),
    oauth2: oauth2Api(http),
    system: systemApi(http),
    rpc: rpcApi(http),
    ruleChains: ruleChainsApi(http),
    events: eventsApi(http),
    versionControl: versionControlApi(http),
    auditLogs: auditLogsApi(http),
    telemetry: telemetryApi(http),
    components: componentsApi(http),
    dashboards: dashboardsApi(http),
    widgets: widgetsApi(http),
  };
}

export type Api = ReturnType<typeof createApi>;
