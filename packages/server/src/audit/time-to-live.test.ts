import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../common/uuid.js';
import { openTempContext, type TempContext } from '../testing/temp-context.js';
import { type AuditLogRow, insertAuditLog } from './store.js';
import { AuditLogTimeToLive } from './time-to-live.js';

let temp: TempContext;
beforeAll(async () => {
  temp = await openTempContext({ loadDemo: false });
});
afterAll(() => temp.close());

const tenantId = newId();

function row(createdTime: number): AuditLogRow {
  return {
    id: newId(),
    created_time: createdTime,
    tenant_id: tenantId,
    customer_id: tenantId,
    entity_type: 'DEVICE',
    entity_id: newId(),
    entity_name: 'Pump',
    user_id: newId(),
    user_name: 'tenant@example.com',
    action_type: 'ADDED',
    action_data: '{}',
    action_status: 'SUCCESS',
    action_failure_details: null,
    search_text: 'device pump',
  };
}

async function remaining(): Promise<number[]> {
  const rows = await temp.ctx.db
    .selectFrom('audit_log')
    .select('created_time')
    .where('tenant_id', '=', tenantId)
    .orderBy('created_time')
    .execute();
  return rows.map((r) => Number(r.created_time));
}

describe('the time to live of audit logs', () => {
  it('drops the entries past their time to live, in batches, and keeps the newer ones', async () => {
    const now = 1_000_000;
    for (const createdTime of [now - 20_000, now - 15_000, now - 12_000, now - 5_000]) {
      await insertAuditLog(temp.ctx.db, row(createdTime));
    }
    const ttl = new AuditLogTimeToLive(temp.ctx.db, temp.ctx.log, {
      ttlSeconds: 10,
      checkIntervalMs: 60_000,
      batchSize: 2,
    });
    expect(await ttl.trim(now)).toBe(3);
    expect(await remaining()).toEqual([now - 5_000]);
  });

  it('keeps everything when the time to live is 0', async () => {
    const ttl = new AuditLogTimeToLive(temp.ctx.db, temp.ctx.log, { ttlSeconds: 0, checkIntervalMs: 60_000 });
    expect(await ttl.trim(Date.now() + 10 ** 12)).toBe(0);
  });
});
