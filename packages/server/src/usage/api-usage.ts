import type { Logger } from '../context.js';
import type { Db } from '../storage/schema.js';
import type { TelemetryService } from '../telemetry/service.js';
import { ApiFeatureUsage } from './feature-usage.js';
import { readStoredFeatureCounts } from './stored-counts.js';
import { readFeatureLimits } from './transport-limit.js';

/** The counters of the features other than the transport, reading the tenants' profiles and usage entities. */
export function createApiFeatureUsage(db: Db, telemetry: Pick<TelemetryService, 'latest'>, log: Logger) {
  return new ApiFeatureUsage(
    (tenantId) => readFeatureLimits(db, tenantId),
    (tenantId, monthFrom, hourFrom) => readStoredFeatureCounts(db, telemetry, tenantId, monthFrom, hourFrom),
    (error, tenantId) => log.warn({ err: error, tenantId }, 'reading the API usage limits failed'),
  );
}
