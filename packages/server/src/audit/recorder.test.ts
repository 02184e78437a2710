import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../common/uuid.js';
import { openTempContext, type TempContext } from '../testing/temp-context.js';
import type { AuditEntry } from './entries.js';
import { recordAudit } from './recorder.js';

let temp: TempContext;
beforeAll(async () => {
  temp = await openTempContext({ loadDemo: false });
});
afterAll(() => temp.close());

function entry(tenantId: string, name: string | undefined): AuditEntry {
  return {
    tenantId,
    customerId: tenantId,
    entityId: { entityType: 'DEVICE', id: newId() },
    entityName: name,
    userId: newId(),
    userName: 'tenant@example.com',
    actionType: 'ADDED',
    actionData: { entity: { name } },
    actionStatus: 'SUCCESS',
    actionFailureDetails: null,
  };
}

async function storedNames(tenantId: string): Promise<string[]> {
  const rows = await temp.ctx.db
    .selectFrom('audit_log')
    .select('entity_name')
    .where('tenant_id', '=', tenantId)
    .orderBy('created_time')
    .orderBy('id')
    .execute();
  return rows.map((row) => row.entity_name);
}

describe('recordAudit', () => {
  it('stores the entries of one turn together, in order, a missing entity name looked up as empty', async () => {
    const tenantId = newId();
    const names = Array.from({ length: 1200 }, (_, i) => `Pump ${i}`);
    for (const name of names) recordAudit(temp.ctx, entry(tenantId, name));
    recordAudit(temp.ctx, entry(tenantId, undefined));
    await expect.poll(() => storedNames(tenantId)).toHaveLength(1201);
    expect(await storedNames(tenantId)).toEqual([...names, '']);
  });

  it('stores the good entries of a turn when one of them cannot be stored, and logs that one', async () => {
    const tenantId = newId();
    const bad = { ...entry(tenantId, 'Broken'), userName: null as unknown as string };
    recordAudit(temp.ctx, entry(tenantId, 'Before'));
    recordAudit(temp.ctx, bad);
    recordAudit(temp.ctx, entry(tenantId, 'After'));
    await expect.poll(() => storedNames(tenantId)).toEqual(['Before', 'After']);
    await expect
      .poll(() =>
        temp.logged.filter(
          ([level, , message]) => level === 'warn' && message === 'an audit log entry could not be stored',
        ),
      )
      .toHaveLength(1);
  });
});
