import type { Queue } from '@fleetdeck/model';
import { describe, expect, it } from 'vitest';
import { queueSchema, queueValues, toQueue } from './queue-form';

const errorsOf = (values: object) => {
  const result = queueSchema.safeParse({ ...queueValues(null), name: 'Fast', ...values });
  return result.success ? [] : result.error.issues.map((issue) => [issue.path.join('.'), issue.message]);
};

describe('the queue form', () => {
  it('makes a new queue with the platform defaults and the rule engine topic of its name', () => {
    expect(toQueue(null, { ...queueValues(null), name: ' Fast ', description: 'quick lane' })).toEqual({
      name: 'Fast',
      topic: 'tb_rule_engine.Fast',
      pollInterval: 25,
      partitions: 10,
      consumerPerPartition: true,
      packProcessingTimeout: 2000,
      submitStrategy: { type: 'BURST', batchSize: 1000 },
      processingStrategy: {
        type: 'SKIP_ALL_FAILURES',
        retries: 3,
        failurePercentage: 0,
        pauseBetweenRetries: 3,
        maxPauseBetweenRetries: 3,
      },
      additionalInfo: { description: 'quick lane' },
    });
  });

  it('keeps the topic and the other fields of a saved queue', () => {
    const saved = {
      ...toQueue(null, { ...queueValues(null), name: 'Main' }),
      id: { entityType: 'QUEUE', id: 'q1' },
      topic: 'tb_rule_engine.main',
    } as Queue;
    const edited = toQueue(saved, { ...queueValues(saved), partitions: '4' });
    expect(edited).toMatchObject({ id: saved.id, topic: 'tb_rule_engine.main', partitions: 4 });
  });

  it('refuses what the server would: broker-unsafe names, zero partitions, percentages over 100', () => {
    expect(errorsOf({ name: '' })).toEqual([['name', 'queue.name-required']]);
    expect(errorsOf({ name: 'with space' })).toEqual([['name', 'queue.name-pattern']]);
    expect(errorsOf({ partitions: '0' })).toEqual([['partitions', 'queue.positive-number']]);
    expect(errorsOf({ failurePercentage: '101' })).toEqual([['failurePercentage', 'queue.failure-percentage-range']]);
    expect(errorsOf({ retries: '-1' })).toEqual([['retries', 'admin.value-non-negative']]);
    expect(errorsOf({ pauseBetweenRetries: '5', maxPauseBetweenRetries: '4' })).toEqual([
      ['maxPauseBetweenRetries', 'queue.max-pause-too-small'],
    ]);
  });

  it('checks the batch size only for the BATCH submit strategy', () => {
    expect(errorsOf({ batchSize: '0' })).toEqual([]);
    expect(errorsOf({ submitStrategyType: 'BATCH', batchSize: '0' })).toEqual([['batchSize', 'queue.positive-number']]);
  });
});
