import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findAssetByName } from '../assets/store.js';
import { newId } from '../common/uuid.js';
import { openTempContext, type TempContext } from '../testing/temp-context.js';
import { QueueStatsReporter, SERVICE_QUEUE_ASSET_TYPE } from './queue-stats-reporter.js';

let temp: TempContext;
let tenantId: string;
let reporter: QueueStatsReporter;

beforeAll(async () => {
  temp = await openTempContext();
  tenantId = (await temp.ctx.db.selectFrom('tenant').select('id').executeTakeFirstOrThrow()).id;
  // No timer: the tests call report() themselves.
  reporter = new QueueStatsReporter(temp.ctx, 'node-1', 0);
});

afterAll(async () => {
  await reporter.close();
  await temp.close();
});

const succeeded = (count: number) => ({
  succeeded: Array.from({ length: count }, () => ({ tenantId })),
  failed: [],
  timedOut: [],
});

async function savedPoints(assetId: string) {
  await temp.ctx.telemetry.flush();
  return temp.ctx.telemetry.range({ entityType: 'ASSET', id: assetId }, ['totalMsgs', 'successfulMsgs'], {
    startTs: 0,
    endTs: Date.now() + 60_000,
    limit: 100,
    orderBy: 'ASC',
  });
}

describe('the queue statistics reporter', () => {
  it('writes nothing and makes no asset for an interval without messages', async () => {
    await reporter.report();
    expect(await findAssetByName(temp.ctx.db, tenantId, 'Main_node-1')).toBeUndefined();
  });

  it("saves an interval's counters on the tenant's asset of the queue, made once and used again", async () => {
    reporter.stats.attempted('Main', succeeded(2), true);
    await reporter.report(1000);
    reporter.stats.attempted('Main', succeeded(3), true);
    await reporter.report(2000);
    await reporter.report(3000);
    const asset = await findAssetByName(temp.ctx.db, tenantId, 'Main_node-1');
    expect(asset?.type).toBe(SERVICE_QUEUE_ASSET_TYPE);
    const points = await savedPoints(asset?.id as string);
    expect(points.successfulMsgs?.map((point) => [point.ts, point.value.value])).toEqual([
      [1000, 2],
      [2000, 3],
    ]);
  });

  it('makes no asset for a tenant that no longer exists', async () => {
    const gone = newId();
    reporter.stats.attempted('Main', { succeeded: [{ tenantId: gone }], failed: [], timedOut: [] }, true);
    await reporter.report();
    expect(await findAssetByName(temp.ctx.db, gone, 'Main_node-1')).toBeUndefined();
  });
});
