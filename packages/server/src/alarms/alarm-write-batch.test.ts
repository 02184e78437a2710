import { describe, expect, it } from 'vitest';
import { InProcessEventBus, type LiveEvent } from '../realtime/event-bus.js';
import type { Db } from '../storage/schema.js';
import { AlarmWriteBatch } from './alarm-write-batch.js';
import type { AlarmChange } from './alarm-write-store.js';
import type { AlarmRow } from './store.js';

const ORIGINATOR = '00000000-0000-0000-0000-0000000000d1';

function row(id: string, severity = 'MAJOR'): AlarmRow {
  return {
    id,
    created_time: 1,
    tenant_id: '00000000-0000-0000-0000-0000000000a1',
    customer_id: '13814000-1dd2-11b2-8080-808080808080',
    type: 'High Temperature',
    originator_id: ORIGINATOR,
    originator_type: 'DEVICE',
    severity,
    status: 'ACTIVE_UNACK',
    start_ts: 1,
    end_ts: 1,
    ack_ts: 0,
    clear_ts: 0,
    details: null,
    propagate: 0,
    propagate_to_owner: 0,
    propagate_to_tenant: 0,
    propagate_relation_types: null,
  };
}

const update = (id: string, severity = 'MAJOR'): AlarmChange => ({
  kind: 'update',
  id,
  severity,
  details: {},
  endTs: 2,
});

/** A batch over a store that records each transaction and answers each change's row (none for id "gone"). */
function batchWithStore(failing: (change: AlarmChange) => boolean = () => false) {
  const transactions: string[][] = [];
  const events: LiveEvent[] = [];
  const bus = new InProcessEventBus();
  bus.subscribe((event) => events.push(event));
  const batch = new AlarmWriteBatch({ db: {} as Db, bus }, async (changes) => {
    const ids = changes.map((change) => (change.kind === 'raise' ? 'raise' : change.id));
    if (changes.some(failing)) throw new Error('transaction failed');
    transactions.push(ids);
    return changes.map((change) =>
      change.kind === 'update' && change.id !== 'gone' ? row(change.id, change.severity) : undefined,
    );
  });
  return { batch, transactions, events };
}

describe('the batched alarm writes', () => {
  it('commits what is written in one turn in one transaction, in order, and answers after it', async () => {
    const { batch, transactions, events } = batchWithStore();
    const answers = ['a', 'b', 'gone', 'c'].map((id) => batch.write(update(id)));
    expect(transactions).toEqual([]);
    const alarms = await Promise.all(answers);
    expect(transactions).toEqual([['a', 'b', 'gone', 'c']]);
    expect(alarms.map((alarm) => alarm?.id.id ?? null)).toEqual(['a', 'b', null, 'c']);
    // Published once committed, in the order written; a change that found no alarm tells nobody.
    expect(events.map((event) => (event.type === 'alarm' ? event.alarm.id.id : event.type))).toEqual(['a', 'b', 'c']);
  });

  it('takes the next changes of the writers it answered into a further transaction in the same turn', async () => {
    const { batch, transactions } = batchWithStore();
    // Each writer makes its changes one after another, as the device profile node handles a device's messages.
    const writer = async (id: string) => {
      for (const severity of ['MAJOR', 'CRITICAL', 'MAJOR']) await batch.write(update(id, severity));
    };
    let turnEnded = false;
    setImmediate(() => setImmediate(() => (turnEnded = true)));
    await Promise.all([writer('a'), writer('b'), writer('c')]);
    expect(transactions).toEqual([
      ['a', 'b', 'c'],
      ['a', 'b', 'c'],
      ['a', 'b', 'c'],
    ]);
    expect(turnEnded).toBe(false);
  });

  it('makes each change of a failed transaction again on its own, so only the bad one fails', async () => {
    const { batch, transactions, events } = batchWithStore((change) => change.kind === 'update' && change.id === 'bad');
    const answers = ['a', 'bad', 'c'].map((id) =>
      batch.write(update(id)).then(
        (alarm) => alarm?.id.id,
        (error: Error) => error.message,
      ),
    );
    expect(await Promise.all(answers)).toEqual(['a', 'transaction failed', 'c']);
    expect(transactions).toEqual([['a'], ['c']]);
    expect(events).toHaveLength(2);
  });
});
