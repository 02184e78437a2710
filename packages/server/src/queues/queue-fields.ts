import {
  QUEUE_PROCESSING_STRATEGY_TYPES,
  QUEUE_SUBMIT_STRATEGY_TYPES,
  type Queue,
  type QueueProcessingStrategyType,
  type QueueSubmitStrategyType,
} from '@fleetdeck/model';
import { checkTextFields } from '../common/validation.js';
import { badRequest } from '../http/errors.js';

/** What a saved queue holds besides its id, tenant and creation time. */
export interface QueueFields {
  name: string;
  topic: string;
  pollInterval: number;
  partitions: number;
  consumerPerPartition: boolean;
  packProcessingTimeout: number;
  submitStrategy: { type: QueueSubmitStrategyType; batchSize: number };
  processingStrategy: Queue['processingStrategy'];
  additionalInfo: Record<string, unknown> | null;
}

// Queue names and topics become topic names of the platform's message brokers, which take only these characters.
const TOPIC_CHARACTERS = /^[a-zA-Z0-9._-]+$/;

function text(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

/** A number field as Jackson reads it: absent or null is 0, text holding a number is that number. */
function number(value: unknown, field: string): number {
  if (value === undefined || value === null) return 0;
  const read = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  if (typeof read !== 'number' || !Number.isFinite(read))
    throw badRequest(`Validation error: ${field} must be a number`);
  return read;
}

function objectOrNull(value: unknown): Record<string, unknown> | null {
  return value !== null && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : null;
}

function enumValue<T extends string>(value: unknown, allowed: readonly T[], what: string): T {
  if (value === undefined || value === null) throw badRequest(`Queue ${what} type can't be null!`);
  if (typeof value !== 'string' || !(allowed as readonly string[]).includes(value)) {
    throw badRequest(`Queue ${what} type '${String(value)}' is not one of ${allowed.join(', ')}!`);
  }
  return value as T;
}

/**
 * Reads and checks a queue as the platform's queue validator does: a name and topic of broker-safe characters,
 * positive poll interval, partitions and pack processing timeout, both strategies with a known type, a positive
 * batch size for BATCH, retries and pauses not below 0, a failure percentage from 0 to 100, and a maximum pause not
 * below the pause.
 */
export function readQueueFields(body: Record<string, unknown>): QueueFields {
  const name = text(body.name);
  if (!name) throw badRequest('Queue name should be specified!');
  if (!TOPIC_CHARACTERS.test(name)) {
    throw badRequest("Queue name contains a character other than ASCII alphanumerics, '.', '_' and '-'!");
  }
  const topic = text(body.topic);
  if (!topic) throw badRequest('Queue topic should be specified!');
  if (!TOPIC_CHARACTERS.test(topic)) {
    throw badRequest("Queue topic contains a character other than ASCII alphanumerics, '.', '_' and '-'!");
  }
  checkTextFields({ name, topic }, ['name', 'topic']);
  const pollInterval = number(body.pollInterval, 'pollInterval');
  if (pollInterval < 1) throw badRequest('Queue poll interval should be more then 0!');
  const partitions = number(body.partitions, 'partitions');
  if (partitions < 1) throw badRequest('Queue partitions should be more then 0!');
  const packProcessingTimeout = number(body.packProcessingTimeout, 'packProcessingTimeout');
  if (packProcessingTimeout < 1) throw badRequest('Queue pack processing timeout should be more then 0!');

  const submit = objectOrNull(body.submitStrategy);
  if (!submit) throw badRequest("Queue submit strategy can't be null!");
  const submitType = enumValue(submit.type, QUEUE_SUBMIT_STRATEGY_TYPES, 'submit strategy');
  const batchSize = number(submit.batchSize, 'submitStrategy.batchSize');
  if (submitType === 'BATCH' && batchSize < 1) {
    throw badRequest('Queue submit strategy batch size should be more then 0!');
  }

  const processing = objectOrNull(body.processingStrategy);
  if (!processing) throw badRequest("Queue processing strategy can't be null!");
  const processingType = enumValue<QueueProcessingStrategyType>(
    processing.type,
    QUEUE_PROCESSING_STRATEGY_TYPES,
    'processing strategy',
  );
  const retries = number(processing.retries, 'processingStrategy.retries');
  if (retries < 0) throw badRequest("Queue processing strategy retries can't be less then 0!");
  const failurePercentage = number(processing.failurePercentage, 'processingStrategy.failurePercentage');
  if (failurePercentage < 0 || failurePercentage > 100) {
    throw badRequest('Queue processing strategy failure percentage should be in a range from 0 to 100!');
  }
  const pauseBetweenRetries = number(processing.pauseBetweenRetries, 'processingStrategy.pauseBetweenRetries');
  if (pauseBetweenRetries < 0)
    throw badRequest("Queue processing strategy pause between retries can't be less then 0!");
  const maxPauseBetweenRetries = number(processing.maxPauseBetweenRetries, 'processingStrategy.maxPauseBetweenRetries');
  if (maxPauseBetweenRetries < pauseBetweenRetries) {
    throw badRequest("Queue processing strategy MAX pause between retries can't be less then pause between retries!");
  }
  return {
    name,
    topic,
    pollInterval,
    partitions,
    consumerPerPartition: body.consumerPerPartition === true,
    packProcessingTimeout,
    submitStrategy: { type: submitType, batchSize },
    processingStrategy: {
      type: processingType,
      retries,
      failurePercentage,
      pauseBetweenRetries,
      maxPauseBetweenRetries,
    },
    additionalInfo: objectOrNull(body.additionalInfo),
  };
}
