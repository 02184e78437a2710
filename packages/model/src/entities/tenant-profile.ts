import type { TenantProfileId } from '../ids.js';

/** Every limit of a tenant profile. Numbers default to 0, which means unlimited; strings default to null. */
export const TENANT_PROFILE_NUMBER_LIMITS = [
  'maxDevices',
  'maxAssets',
  'maxCustomers',
  'maxUsers',
  'maxDashboards',
  'maxRuleChains',
  'maxResourcesInBytes',
  'maxOtaPackagesInBytes',
  'maxTransportMessages',
  'maxTransportDataPoints',
  'maxREExecutions',
  'maxJSExecutions',
  'maxDPStorageDays',
  'maxRuleNodeExecutionsPerMessage',
  'maxEmails',
  'maxSms',
  'maxCreatedAlarms',
  'maxWsSessionsPerTenant',
  'maxWsSessionsPerCustomer',
  'maxWsSessionsPerRegularUser',
  'maxWsSessionsPerPublicUser',
  'wsMsgQueueLimitPerSession',
  'maxWsSubscriptionsPerTenant',
  'maxWsSubscriptionsPerCustomer',
  'maxWsSubscriptionsPerRegularUser',
  'maxWsSubscriptionsPerPublicUser',
  'defaultStorageTtlDays',
  'alarmsTtlDays',
  'rpcTtlDays',
  'warnThreshold',
] as const;

export const TENANT_PROFILE_STRING_LIMITS = [
  'transportTenantMsgRateLimit',
  'transportTenantTelemetryMsgRateLimit',
  'transportTenantTelemetryDataPointsRateLimit',
  'transportDeviceMsgRateLimit',
  'transportDeviceTelemetryMsgRateLimit',
  'transportDeviceTelemetryDataPointsRateLimit',
  'tenantEntityExportRateLimit',
  'tenantEntityImportRateLimit',
  'tenantServerRestLimitsConfiguration',
  'customerServerRestLimitsConfiguration',
  'wsUpdatesPerSessionRateLimit',
  'cassandraQueryTenantRateLimitsConfiguration',
] as const;

export type TenantProfileNumberLimit = (typeof TENANT_PROFILE_NUMBER_LIMITS)[number];
export type TenantProfileStringLimit = (typeof TENANT_PROFILE_STRING_LIMITS)[number];

export type TenantProfileConfiguration = { type: 'DEFAULT' } & Record<TenantProfileNumberLimit, number> &
  Record<TenantProfileStringLimit, string | null> & {
    /** Fleetdeck's own limit (absent on the platform): the dashboard versions kept per dashboard, 0 = all */
    maxDashboardVersions?: number;
  };

export interface TenantProfileQueueConfiguration {
  name: string;
  topic: string;
  pollInterval: number;
  partitions: number;
  consumerPerPartition: boolean;
  packProcessingTimeout: number;
  submitStrategy: { type: string; batchSize: number };
  processingStrategy: {
    type: string;
    retries: number;
    failurePercentage: number;
    pauseBetweenRetries: number;
    maxPauseBetweenRetries: number;
  };
  additionalInfo: Record<string, unknown> | null;
}

export interface TenantProfileData {
  configuration: TenantProfileConfiguration;
  queueConfiguration: TenantProfileQueueConfiguration[] | null;
}

export interface TenantProfile {
  id: TenantProfileId;
  createdTime: number;
  name: string;
  description: string | null;
  default: boolean;
  isolatedTbRuleEngine: boolean;
  profileData: TenantProfileData;
}

export function defaultTenantProfileConfiguration(): TenantProfileConfiguration {
  const configuration: Record<string, unknown> = { type: 'DEFAULT' };
  for (const key of TENANT_PROFILE_NUMBER_LIMITS) configuration[key] = 0;
  for (const key of TENANT_PROFILE_STRING_LIMITS) configuration[key] = null;
  return configuration as TenantProfileConfiguration;
}
