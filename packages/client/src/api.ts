import { adminApi } from './admin.js';
import { alarmsApi } from './alarms.js';
import { authApi } from './auth.js';
import { customersApi } from './customers.js';
import { deviceProfilesApi } from './device-profiles.js';
import { devicesApi } from './devices.js';
import { entityQueryApi } from './entity-query.js';
import { ApiClient, type ApiClientOptions } from './http.js';
import { queuesApi } from './queues.js';
import { relationsApi } from './relations.js';
import { systemApi } from './system.js';
import { telemetryApi } from './telemetry.js';
import { tenantProfilesApi } from './tenant-profiles.js';
import { tenantsApi } from './tenants.js';
import { usersApi } from './users.js';

/** Every resource module over one shared HTTP client, so they share tokens, refresh and the loading counter. */
export function createApi(options: ApiClientOptions = {}) {
  const http = new ApiClient(options);
  return {
    http,
    auth: authApi(http),
    users: usersApi(http),
    tenants: tenantsApi(http),
    tenantProfiles: tenantProfilesApi(http),
    customers: customersApi(http),
    deviceProfiles: deviceProfilesApi(http),
    devices: devicesApi(http),
    entityQuery: entityQueryApi(http),
    alarms: alarmsApi(http),
    telemetry: telemetryApi(http),
    queues: queuesApi(http),
    relations: relationsApi(http),
    admin: adminApi(http),
    system: systemApi(http),
  };
}

export type Api = ReturnType<typeof createApi>;
