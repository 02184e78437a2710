import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../common/uuid.js';
import { openTempContext, type TempContext } from '../testing/temp-context.js';
import { alarmWriteStore } from './alarm-write-store.js';
import type { AlarmDraft } from './service.js';

let temp: TempContext;

beforeAll(async () => {
  temp = await openTempContext();
});

afterAll(async () => {
  await temp.close();
});

const TENANT = newId();
const CUSTOMER = newId();

function draft(originatorId: string, extra: Partial<AlarmDraft> = {}): AlarmDraft {
  return {
    type: 'Leak',
    originator: { entityType: 'DEVICE', id: originatorId },
    severity: 'MAJOR',
    status: 'ACTIVE_UNACK',
    startTs: 1_000,
    endTs: 1_000,
    ackTs: 0,
    clearTs: 0,
    details: { level: 1 },
    propagate: false,
    propagateToOwner: false,
    propagateToTenant: false,
    propagateRelationTypes: null,
    ...extra,
  };
}

describe('the alarm write store (embedded database, or PostgreSQL with TEST_DATABASE_URL)', () => {
  it('merges a draft into the stored alarm in the same transaction as its raise, and answers none for a gone one', async () => {
    const store = alarmWriteStore(temp.ctx.storage);
    const originator = newId();
    const [raised] = await store([{ kind: 'raise', tenantId: TENANT, customerId: CUSTOMER, draft: draft(originator) }]);
    expect(raised).toBeDefined();
    const id = raised?.id as string;
    const [merged, gone, raisedAgain] = await store([
      {
        kind: 'merge',
        id,
        customerId: CUSTOMER,
        draft: draft(originator, {
          severity: 'CRITICAL',
          endTs: 5_000,
          details: { level: 2 },
          propagateToOwner: true,
          propagateRelationTypes: ['Contains'],
        }),
      },
      { kind: 'merge', id: newId(), customerId: CUSTOMER, draft: draft(originator) },
      // sees the merge before it: the alarm is still uncleared, so a raise of its type updates it
      { kind: 'raise', tenantId: TENANT, customerId: CUSTOMER, draft: draft(originator, { startTs: 2_000 }) },
    ]);
    expect(merged).toMatchObject({
      id,
      severity: 'CRITICAL',
      start_ts: 1_000,
      end_ts: 5_000,
      details: '{"level":2}',
      propagate_to_owner: 1,
      propagate_relation_types: '["Contains"]',
    });
    expect(gone).toBeUndefined();
    expect(raisedAgain).toMatchObject({ id, severity: 'MAJOR', end_ts: 5_000, propagate_to_owner: 1 });
    const stored = await temp.ctx.db.selectFrom('alarm').selectAll().where('originator_id', '=', originator).execute();
    expect(stored).toHaveLength(1);
    expect(Number(stored[0]?.end_ts)).toBe(5_000);
  });
});
