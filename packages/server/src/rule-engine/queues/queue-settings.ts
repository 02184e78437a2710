import type { Queue, QueueProcessingStrategyType, QueueSubmitStrategyType } from '@fleetdeck/model';

/** The name of the queue every message goes to when nothing names another. */
export const MAIN_QUEUE = 'Main';

/** What the rule engine reads of a queue: how messages are handed to the chains and what a failed pack becomes. */
export interface QueueSettings {
  name: string;
  submitStrategy: { type: QueueSubmitStrategyType; batchSize: number };
  processingStrategy: {
    type: QueueProcessingStrategyType;
    /** retries of one pack; 0 retries without end */
    retries: number;
    /** failed and timed-out messages, in percent of the pack, up to which the pack is committed without a retry */
    failurePercentage: number;
    /** seconds before the first retry; doubled for each further one up to maxPauseBetweenRetries */
    pauseBetweenRetries: number;
    maxPauseBetweenRetries: number;
  };
  /** milliseconds a pack is waited for; messages not done by then count as timed out */
  packProcessingTimeout: number;
  /** how many partitions the messages are hashed into by originator, each taking its own packs */
  partitions: number;
}

/** The installed Main queue, for a server whose Main queue was deleted: all at once, failures skipped. */
export const DEFAULT_MAIN_SETTINGS: QueueSettings = {
  name: MAIN_QUEUE,
  submitStrategy: { type: 'BURST', batchSize: 1000 },
  processingStrategy: {
    type: 'SKIP_ALL_FAILURES',
    retries: 3,
    failurePercentage: 0,
    pauseBetweenRetries: 3,
    maxPauseBetweenRetries: 3,
  },
  packProcessingTimeout: 2000,
  partitions: 10,
};

export function settingsOf(queue: Queue): QueueSettings {
  return {
    name: queue.name,
    submitStrategy: queue.submitStrategy,
    processingStrategy: queue.processingStrategy,
    packProcessingTimeout: queue.packProcessingTimeout,
    partitions: queue.partitions,
  };
}
