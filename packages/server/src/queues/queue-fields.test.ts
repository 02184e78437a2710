import { describe, expect, it } from 'vitest';
import { ApiError } from '../http/errors.js';
import { readQueueFields } from './queue-fields.js';

const VALID = {
  name: 'Telemetry',
  topic: 'tb_rule_engine.telemetry',
  pollInterval: 25,
  partitions: 10,
  consumerPerPartition: true,
  packProcessingTimeout: 2000,
  submitStrategy: { type: 'BATCH', batchSize: 50 },
  processingStrategy: {
    type: 'RETRY_FAILED',
    retries: 3,
    failurePercentage: 10,
    pauseBetweenRetries: 1,
    maxPauseBetweenRetries: 4,
  },
  additionalInfo: { description: 'telemetry' },
};

function messageOf(body: Record<string, unknown>): string {
  try {
    readQueueFields(body);
  } catch (error) {
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(400);
    return (error as ApiError).message;
  }
  throw new Error('expected the queue to be refused');
}

describe('reading a queue', () => {
  it('keeps every field of a valid queue', () => {
    expect(readQueueFields(VALID)).toEqual(VALID);
  });

  it('reads numbers sent as text and absent numbers as 0, as Jackson does', () => {
    const read = readQueueFields({
      ...VALID,
      pollInterval: '30',
      submitStrategy: { type: 'BURST' },
      processingStrategy: { type: 'SKIP_ALL_FAILURES' },
    });
    expect(read.pollInterval).toBe(30);
    expect(read.submitStrategy).toEqual({ type: 'BURST', batchSize: 0 });
    expect(read.processingStrategy.retries).toBe(0);
  });

  it.each([
    [{ name: '' }, 'Queue name should be specified!'],
    [{ name: 'a b' }, "Queue name contains a character other than ASCII alphanumerics, '.', '_' and '-'!"],
    [{ topic: null }, 'Queue topic should be specified!'],
    [{ topic: 'tb/x' }, "Queue topic contains a character other than ASCII alphanumerics, '.', '_' and '-'!"],
    [{ pollInterval: 0 }, 'Queue poll interval should be more then 0!'],
    [{ partitions: -1 }, 'Queue partitions should be more then 0!'],
    [{ packProcessingTimeout: 0 }, 'Queue pack processing timeout should be more then 0!'],
    [{ pollInterval: 'often' }, 'Validation error: pollInterval must be a number'],
    [{ submitStrategy: null }, "Queue submit strategy can't be null!"],
    [{ submitStrategy: { batchSize: 1 } }, "Queue submit strategy type can't be null!"],
    [
      { submitStrategy: { type: 'RANDOM' } },
      "Queue submit strategy type 'RANDOM' is not one of SEQUENTIAL_BY_ORIGINATOR, SEQUENTIAL_BY_TENANT, SEQUENTIAL, BURST, BATCH!",
    ],
    [{ submitStrategy: { type: 'BATCH', batchSize: 0 } }, 'Queue submit strategy batch size should be more then 0!'],
    [{ processingStrategy: [] }, "Queue processing strategy can't be null!"],
    [
      { processingStrategy: { ...VALID.processingStrategy, type: 'RETRY_SOME' } },
      expect.stringContaining("'RETRY_SOME'"),
    ],
    [
      { processingStrategy: { ...VALID.processingStrategy, retries: -1 } },
      "Queue processing strategy retries can't be less then 0!",
    ],
    [
      { processingStrategy: { ...VALID.processingStrategy, failurePercentage: 101 } },
      'Queue processing strategy failure percentage should be in a range from 0 to 100!',
    ],
    [
      { processingStrategy: { ...VALID.processingStrategy, pauseBetweenRetries: -1 } },
      "Queue processing strategy pause between retries can't be less then 0!",
    ],
    [
      { processingStrategy: { ...VALID.processingStrategy, maxPauseBetweenRetries: 0 } },
      "Queue processing strategy MAX pause between retries can't be less then pause between retries!",
    ],
  ])('refuses %j', (change, message) => {
    expect(messageOf({ ...VALID, ...change })).toEqual(message);
  });
});
