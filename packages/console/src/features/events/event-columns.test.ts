import type { EventInfo } from '@fleetdeck/model';
import { describe, expect, it } from 'vitest';
import { contentText, eventColumns, eventTypesOf } from './event-columns';

function event(body: Record<string, unknown>): EventInfo {
  return {
    id: { id: 'e1' },
    createdTime: 1_700_000_000_000,
    tenantId: { entityType: 'TENANT', id: 't1' },
    type: 'DEBUG_RULE_NODE',
    uid: 'u1',
    entityId: { entityType: 'RULE_NODE', id: 'n1' },
    body,
  } as EventInfo;
}

const titles = (type: Parameters<typeof eventColumns>[0]) => eventColumns(type).map((column) => column.title);

describe('the events table', () => {
  it('offers lifecycle, error and statistics events for entities, and debug events for rule nodes only', () => {
    expect(eventTypesOf('DEVICE')).toEqual(['ERROR', 'LC_EVENT', 'STATS']);
    expect(eventTypesOf('RULE_CHAIN')).toEqual(['ERROR', 'LC_EVENT', 'STATS']);
    expect(eventTypesOf('RULE_NODE')).toEqual(['ERROR', 'LC_EVENT', 'STATS', 'DEBUG_RULE_NODE']);
  });

  it('shows the columns the platform shows for each event type', () => {
    expect(titles('LC_EVENT')).toEqual([
      'event.event-time',
      'event.server',
      'event.event',
      'event.status',
      'event.error',
    ]);
    expect(titles('ERROR')).toEqual(['event.event-time', 'event.server', 'event.method', 'event.error']);
    expect(titles('STATS')).toEqual([
      'event.event-time',
      'event.server',
      'event.messages-processed',
      'event.errors-occurred',
    ]);
    expect(titles('DEBUG_RULE_NODE')).toEqual([
      'event.event-time',
      'event.server',
      'event.type',
      'event.entity-type',
      'event.entity-id',
      'event.message-id',
      'event.message-type',
      'event.relation-type',
      'event.data',
      'event.metadata',
      'event.error',
    ]);
  });

  it('reads each cell from the event body, numbers and flags as text and a missing field as empty', () => {
    const stats = event({ server: 'node-a', messagesProcessed: 12, errorsOccurred: 0 });
    expect(eventColumns('STATS').map((column) => column.value(stats))).toEqual(['1700000000000', 'node-a', '12', '0']);
    const started = event({ server: 'node-a', event: 'STARTED', success: true });
    expect(eventColumns('LC_EVENT').map((column) => column.value(started))).toEqual([
      '1700000000000',
      'node-a',
      'STARTED',
      'true',
      '',
    ]);
  });

  it('opens a debug message’s data and metadata as JSON and an error as text', () => {
    const kinds = eventColumns('DEBUG_RULE_NODE')
      .filter((column) => column.kind === 'content')
      .map((column) => `${column.key}:${column.contentType}`);
    expect(kinds).toEqual(['data:json', 'metadata:json', 'error:text']);
  });

  it('indents JSON content and leaves other text as it is', () => {
    expect(contentText('{"temperature":21}', 'json')).toBe('{\n  "temperature": 21\n}');
    expect(contentText('not json {', 'json')).toBe('not json {');
    expect(contentText('{"a":1}', 'text')).toBe('{"a":1}');
  });
});
