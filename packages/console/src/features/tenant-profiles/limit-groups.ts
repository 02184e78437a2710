import type {
  MAX_DASHBOARD_VERSIONS_FIELD,
  TenantProfileNumberLimit,
  TenantProfileStringLimit,
} from '@fleetdeck/model';

export type LimitField = TenantProfileNumberLimit | TenantProfileStringLimit | typeof MAX_DASHBOARD_VERSIONS_FIELD;

/**
 * The limits of a tenant profile grouped as the form shows them; every limit of the contract appears once, and so does
 * Fleetdeck's own limit of the versions kept per dashboard.
 */
export const LIMIT_GROUPS: readonly { title: string; fields: readonly LimitField[] }[] = [
  {
    title: 'tenant-profile.entities',
    fields: [
      'maxDevices',
      'maxAssets',
      'maxCustomers',
      'maxUsers',
      'maxDashboards',
      'maxDashboardVersions',
      'maxRuleChains',
      'maxResourcesInBytes',
      'maxOtaPackagesInBytes',
    ],
  },
  {
    title: 'tenant-profile.transport-rate-limits',
    fields: [
      'transportTenantMsgRateLimit',
      'transportTenantTelemetryMsgRateLimit',
      'transportTenantTelemetryDataPointsRateLimit',
      'transportDeviceMsgRateLimit',
      'transportDeviceTelemetryMsgRateLimit',
      'transportDeviceTelemetryDataPointsRateLimit',
    ],
  },
  {
    title: 'tenant-profile.api-usage',
    fields: [
      'maxTransportMessages',
      'maxTransportDataPoints',
      'maxREExecutions',
      'maxJSExecutions',
      'maxDPStorageDays',
      'maxRuleNodeExecutionsPerMessage',
      'maxEmails',
      'maxSms',
      'maxCreatedAlarms',
      'warnThreshold',
    ],
  },
  {
    title: 'tenant-profile.rest-rate-limits',
    fields: [
      'tenantEntityExportRateLimit',
      'tenantEntityImportRateLimit',
      'tenantServerRestLimitsConfiguration',
      'customerServerRestLimitsConfiguration',
      'cassandraQueryTenantRateLimitsConfiguration',
    ],
  },
  {
    title: 'tenant-profile.websocket-limits',
    fields: [
      'maxWsSessionsPerTenant',
      'maxWsSessionsPerCustomer',
      'maxWsSessionsPerRegularUser',
      'maxWsSessionsPerPublicUser',
      'wsMsgQueueLimitPerSession',
      'maxWsSubscriptionsPerTenant',
      'maxWsSubscriptionsPerCustomer',
      'maxWsSubscriptionsPerRegularUser',
      'maxWsSubscriptionsPerPublicUser',
      'wsUpdatesPerSessionRateLimit',
    ],
  },
  { title: 'tenant-profile.time-to-live', fields: ['defaultStorageTtlDays', 'alarmsTtlDays', 'rpcTtlDays'] },
];

/** Message key of a limit's label: tenant-profile.limit.<field>. */
export const limitLabel = (field: LimitField) => `tenant-profile.limit.${field}`;
