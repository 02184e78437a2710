import type { EventFilter } from '@fleetdeck/model';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../common/uuid.js';
import type { ParsedPageLink } from '../http/paging.js';
import { openTempContext, type TempContext } from '../testing/temp-context.js';
import { type EventColumns, newEventRow } from './event-row.js';
import { deleteEvents, eventPage, insertEvents } from './store.js';

let temp: TempContext;
beforeAll(async () => {
  temp = await openTempContext({ loadDemo: false });
});
afterAll(() => temp.close());

const tenantId = newId();
const nodeId = newId();
const LINK: ParsedPageLink = { pageSize: 100, page: 0, textSearch: null, sortColumn: null, sortDirection: 'ASC' };
const ALL_TIME = { startTime: null, endTime: null };

async function store(type: EventFilter['eventType'], name: string, columns: EventColumns, server = 'node-a') {
  const event = {
    tenant_id: tenantId,
    entity_type: 'RULE_NODE',
    entity_id: nodeId,
    event_type: type,
    server,
    body: JSON.stringify({ name }),
  };
  await insertEvents(temp.ctx.db, [newEventRow(event, columns)]);
}

/** The names of the events the filter lists, in the order stored. */
async function listed(filter: EventFilter): Promise<string[]> {
  const page = await eventPage(temp.ctx.db, tenantId, nodeId, filter.eventType, ALL_TIME, LINK, filter);
  return page.data.map((event) => (event.body as { name: string }).name).sort();
}

beforeAll(async () => {
  const message = (id: string, originatorId: string) => ({
    msg_id: id,
    originator_id: originatorId,
    originator_type: 'DEVICE',
  });
  await store('DEBUG_RULE_NODE', 'in', {
    msg_direction: 'IN',
    msg_type: 'POST_TELEMETRY_REQUEST',
    relation_type: '',
    data: '{"temperature":21}',
    metadata: '{"deviceName":"Oven"}',
    ...message('aaaaaaaa-0000-1000-8000-000000000001', 'dddddddd-0000-1000-8000-000000000001'),
  });
  await store(
    'DEBUG_RULE_NODE',
    'failed',
    {
      msg_direction: 'OUT',
      msg_type: 'POST_TELEMETRY_REQUEST',
      relation_type: 'Failure',
      error: 'Script failed: ReferenceError',
      data: '{"humidity":40}',
      metadata: '{"deviceName":"Fridge"}',
      ...message('aaaaaaaa-0000-1000-8000-000000000002', 'dddddddd-0000-1000-8000-000000000002'),
    },
    'node-b',
  );
  await store('LC_EVENT', 'started', { lc_event: 'STARTED', success: 1 });
  await store('LC_EVENT', 'refused', { lc_event: 'STARTED', success: 0, error: 'Unknown node type' });
  await store('LC_EVENT', 'stopped', { lc_event: 'STOPPED', success: 1 }, 'node-b');
  await store('ERROR', 'on start', { method: 'OnStart', error: 'Bad configuration' });
  await store('ERROR', 'on message', { method: 'onRuleMsg', error: 'Timeout' });
  await store('STATS', 'quiet', { messages_processed: 2, errors_occurred: 0 });
  await store('STATS', 'busy', { messages_processed: 50, errors_occurred: 3 });
  await store('STATS', 'busier', { messages_processed: 100, errors_occurred: 10 }, 'node-b');
});

describe('event filters', () => {
  it("filter debug events by every field of the platform's debug filter, text whatever its case", async () => {
    const debug = { eventType: 'DEBUG_RULE_NODE' } as const;
    expect(await listed(debug)).toEqual(['failed', 'in']);
    expect(await listed({ ...debug, msgDirectionType: 'IN' })).toEqual(['in']);
    expect(await listed({ ...debug, server: 'NODE-B' })).toEqual(['failed']);
    expect(await listed({ ...debug, entityId: 'dddddddd-0000-1000-8000-000000000001' })).toEqual(['in']);
    expect(await listed({ ...debug, entityType: 'dev' })).toEqual(['failed', 'in']);
    expect(await listed({ ...debug, msgId: 'AAAAAAAA-0000-1000-8000-000000000002' })).toEqual(['failed']);
    expect(await listed({ ...debug, msgType: 'telemetry' })).toEqual(['failed', 'in']);
    expect(await listed({ ...debug, relationType: 'fail' })).toEqual(['failed']);
    expect(await listed({ ...debug, dataSearch: 'TEMPERATURE' })).toEqual(['in']);
    expect(await listed({ ...debug, metadataSearch: 'fridge' })).toEqual(['failed']);
    expect(await listed({ ...debug, isError: true })).toEqual(['failed']);
    expect(await listed({ ...debug, errorStr: 'referenceerror' })).toEqual(['failed']);
    expect(await listed({ ...debug, dataSearch: '' })).toEqual(['failed', 'in']);
  });

  it('filter lifecycle events by server, kind, outcome and error', async () => {
    const lifecycle = { eventType: 'LC_EVENT' } as const;
    expect(await listed({ ...lifecycle, event: 'start' })).toEqual(['refused', 'started']);
    expect(await listed({ ...lifecycle, status: 'Success' })).toEqual(['started', 'stopped']);
    expect(await listed({ ...lifecycle, status: 'Failure' })).toEqual(['refused']);
    expect(await listed({ ...lifecycle, errorStr: 'unknown' })).toEqual(['refused']);
    expect(await listed({ ...lifecycle, server: 'node-b' })).toEqual(['stopped']);
  });

  it('filter error events by method and error', async () => {
    expect(await listed({ eventType: 'ERROR', method: 'onstart' })).toEqual(['on start']);
    expect(await listed({ eventType: 'ERROR', errorStr: 'time' })).toEqual(['on message']);
  });

  it('filter stats events by their counts, each lower bound included and each upper bound not', async () => {
    const stats = { eventType: 'STATS' } as const;
    expect(await listed({ ...stats, minMessagesProcessed: 50 })).toEqual(['busier', 'busy']);
    expect(await listed({ ...stats, maxMessagesProcessed: 50 })).toEqual(['quiet']);
    expect(await listed({ ...stats, minErrorsOccurred: 1, maxErrorsOccurred: 10 })).toEqual(['busy']);
    expect(await listed({ ...stats, server: 'node-a', minMessagesProcessed: 0 })).toEqual(['busy', 'quiet']);
  });

  it('clear only the events the filter lists', async () => {
    await deleteEvents(temp.ctx.db, tenantId, nodeId, 'STATS', ALL_TIME, { eventType: 'STATS', minErrorsOccurred: 3 });
    expect(await listed({ eventType: 'STATS' })).toEqual(['quiet']);
  });
});
