import {
  QUEUE_PROCESSING_STRATEGY_TYPES,
  QUEUE_SUBMIT_STRATEGY_TYPES,
  type Queue,
  type QueueProcessingStrategyType,
  type QueueSubmitStrategyType,
} from '@fleetdeck/model';
import { z } from 'zod';

const whole = /^\d+$/;
const positive = z
  .string()
  .trim()
  .refine((text) => whole.test(text) && Number(text) >= 1, 'queue.positive-number');
const nonNegative = z.string().trim().regex(whole, 'admin.value-non-negative');

export const queueSchema = z
  .object({
    // Queue names become broker topic names, which take only these characters.
    name: z
      .string()
      .trim()
      .min(1, 'queue.name-required')
      .regex(/^[a-zA-Z0-9._-]*$/, 'queue.name-pattern'),
    description: z.string(),
    submitStrategyType: z.enum(QUEUE_SUBMIT_STRATEGY_TYPES),
    batchSize: z.string().trim(),
    processingStrategyType: z.enum(QUEUE_PROCESSING_STRATEGY_TYPES),
    retries: nonNegative,
    failurePercentage: z
      .string()
      .trim()
      .refine((text) => whole.test(text) && Number(text) <= 100, 'queue.failure-percentage-range'),
    pauseBetweenRetries: nonNegative,
    maxPauseBetweenRetries: nonNegative,
    pollInterval: positive,
    partitions: positive,
    consumerPerPartition: z.boolean(),
    packProcessingTimeout: positive,
  })
  .superRefine((values, context) => {
    // The batch size matters (and is checked by the server) only for the BATCH submit strategy.
    if (values.submitStrategyType === 'BATCH' && !(whole.test(values.batchSize) && Number(values.batchSize) >= 1)) {
      context.addIssue({ code: 'custom', path: ['batchSize'], message: 'queue.positive-number' });
    }
    if (Number(values.maxPauseBetweenRetries) < Number(values.pauseBetweenRetries)) {
      context.addIssue({ code: 'custom', path: ['maxPauseBetweenRetries'], message: 'queue.max-pause-too-small' });
    }
  });

export type QueueValues = z.input<typeof queueSchema>;

/** The platform's settings for a new queue. */
const NEW_QUEUE: QueueValues = {
  name: '',
  description: '',
  submitStrategyType: 'BURST',
  batchSize: '1000',
  processingStrategyType: 'SKIP_ALL_FAILURES',
  retries: '3',
  failurePercentage: '0',
  pauseBetweenRetries: '3',
  maxPauseBetweenRetries: '3',
  pollInterval: '25',
  partitions: '10',
  consumerPerPartition: true,
  packProcessingTimeout: '2000',
};

export function queueValues(queue: Queue | null): QueueValues {
  if (!queue) return NEW_QUEUE;
  const description = queue.additionalInfo?.description;
  return {
    name: queue.name,
    description: typeof description === 'string' ? description : '',
    submitStrategyType: queue.submitStrategy.type,
    batchSize: String(queue.submitStrategy.batchSize),
    processingStrategyType: queue.processingStrategy.type,
    retries: String(queue.processingStrategy.retries),
    failurePercentage: String(queue.processingStrategy.failurePercentage),
    pauseBetweenRetries: String(queue.processingStrategy.pauseBetweenRetries),
    maxPauseBetweenRetries: String(queue.processingStrategy.maxPauseBetweenRetries),
    pollInterval: String(queue.pollInterval),
    partitions: String(queue.partitions),
    consumerPerPartition: queue.consumerPerPartition,
    packProcessingTimeout: String(queue.packProcessingTimeout),
  };
}

/** The queue to save; a new one gets the rule engine's topic of its name, an existing one keeps its topic. */
export function toQueue(queue: Queue | null, values: QueueValues): Partial<Queue> {
  const name = values.name.trim();
  return {
    ...queue,
    name,
    topic: queue?.topic ?? `tb_rule_engine.${name}`,
    pollInterval: Number(values.pollInterval),
    partitions: Number(values.partitions),
    consumerPerPartition: values.consumerPerPartition,
    packProcessingTimeout: Number(values.packProcessingTimeout),
    submitStrategy: {
      type: values.submitStrategyType as QueueSubmitStrategyType,
      batchSize: Number(values.batchSize) || 0,
    },
    processingStrategy: {
      type: values.processingStrategyType as QueueProcessingStrategyType,
      retries: Number(values.retries),
      failurePercentage: Number(values.failurePercentage),
      pauseBetweenRetries: Number(values.pauseBetweenRetries),
      maxPauseBetweenRetries: Number(values.maxPauseBetweenRetries),
    },
    additionalInfo: { ...queue?.additionalInfo, description: values.description },
  };
}
