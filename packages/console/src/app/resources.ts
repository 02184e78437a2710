import { apiUsageResource } from '../features/api-usage/resource';
import { assetsResource } from '../features/assets/resource';
import { auditLogsResource } from '../features/audit-logs/resource';
import { customersResource } from '../features/customers/resource';
import { dashboardsResource } from '../features/dashboards/resource';
import { deviceProfilesResource } from '../features/device-profiles/resource';
import { devicesResource } from '../features/devices/resource';
import { edgesResource } from '../features/edges/resource';
import { entityViewsResource } from '../features/entity-views/resource';
import { homeResource } from '../features/home/resource';
import { otaPackagesResource } from '../features/ota-packages/resource';
import { queuesResource } from '../features/queues/resource';
import { systemResourcesLibraryResource, tenantResourcesLibraryResource } from '../features/resources-library/resource';
import { edgeRuleChainsResource, ruleChainsResource } from '../features/rule-chains/resource';
import {
  generalSettingsResource,
  oauth2SettingsResource,
  outgoingMailResource,
  securitySettingsResource,
  smsProviderResource,
  twoFactorSettingsResource,
} from '../features/system-settings/resources';
import { tenantProfilesResource } from '../features/tenant-profiles/resource';
import { homeSettingsResource } from '../features/tenant-settings/resources';
import { tenantsResource } from '../features/tenants/resource';
import { repositorySettingsResource } from '../features/version-control/resources';
import { widgetsBundlesResource } from '../features/widgets-bundles/resource';
import type { Resource } from './resource';

/**
 * The pages of the home shell in the order of the side menu; each authority's menu and home cards are
 * this list filtered by authority and condition, and the router table is built from it.
 */
export const RESOURCES: readonly Resource[] = [
  homeResource,
  tenantsResource,
  tenantProfilesResource,
  ruleChainsResource,
  customersResource,
  assetsResource,
  devicesResource,
  deviceProfilesResource,
  otaPackagesResource,
  entityViewsResource,
  edgesResource,
  edgeRuleChainsResource,
  widgetsBundlesResource,
  dashboardsResource,
  auditLogsResource,
  apiUsageResource,
  generalSettingsResource,
  outgoingMailResource,
  smsProviderResource,
  securitySettingsResource,
  oauth2SettingsResource,
  twoFactorSettingsResource,
  systemResourcesLibraryResource,
  queuesResource,
  homeSettingsResource,
  tenantResourcesLibraryResource,
  repositorySettingsResource,
];
