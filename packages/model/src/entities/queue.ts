import type { EntityId, TenantId } from '../ids.js';

export const QUEUE_SERVICE_TYPES = ['TB_CORE', 'TB_RULE_ENGINE', 'TB_TRANSPORT', 'JS_EXECUTOR'] as const;
export type QueueServiceType = (typeof QUEUE_SERVICE_TYPES)[number];

export const QUEUE_SUBMIT_STRATEGY_TYPES = [
  'SEQUENTIAL_BY_ORIGINATOR',
  'SEQUENTIAL_BY_TENANT',
  'SEQUENTIAL',
  'BURST',
  'BATCH',
] as const;
export type QueueSubmitStrategyType = (typeof QUEUE_SUBMIT_STRATEGY_TYPES)[number];

export const QUEUE_PROCESSING_STRATEGY_TYPES = [
  'RETRY_FAILED_AND_TIMED_OUT',
  'SKIP_ALL_FAILURES',
  'SKIP_ALL_FAILURES_AND_TIMED_OUT',
  'RETRY_ALL',
  'RETRY_FAILED',
  'RETRY_TIMED_OUT',
] as const;
export type QueueProcessingStrategyType = (typeof QUEUE_PROCESSING_STRATEGY_TYPES)[number];

/** A rule-engine queue. */
export interface Queue {
  id: EntityId<'QUEUE'>;
  createdTime: number;
  additionalInfo: { description?: string } & Record<string, unknown>;
  tenantId: TenantId;
  name: string;
  topic: string;
  pollInterval: number;
  partitions: number;
  consumerPerPartition: boolean;
  packProcessingTimeout: number;
  submitStrategy: { type: QueueSubmitStrategyType; batchSize: number };
  processingStrategy: {
    type: QueueProcessingStrategyType;
    retries: number;
    failurePercentage: number;
    pauseBetweenRetries: number;
    maxPauseBetweenRetries: number;
  };
}
