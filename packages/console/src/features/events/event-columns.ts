import type { EntityType, EventInfo, EventType } from '@fleetdeck/model';
import type { RowColumn, RowStatus } from './row-column';

export type EventColumn = RowColumn<EventInfo>;

/** A lifecycle event's outcome: its success flag as a word. */
function successStatus(value: string): RowStatus | null {
  if (value === '') return null;
  return { label: value === 'true' ? 'event.success' : 'event.failed' };
}

const TYPE_LABELS: Record<EventType, string> = {
  LC_EVENT: 'event.type-lc-event',
  ERROR: 'event.type-error',
  STATS: 'event.type-stats',
  DEBUG_RULE_NODE: 'event.type-debug-rule-node',
  // the platform names both debug kinds Debug; a tab offers one of them at most
  DEBUG_RULE_CHAIN: 'event.type-debug-rule-node',
};

export const eventTypeLabel = (type: EventType): string => TYPE_LABELS[type];

/** The event types the tab offers: every entity has lifecycle, error and statistics events; a rule node debug too. */
export function eventTypesOf(entityType: EntityType): EventType[] {
  const types: EventType[] = ['ERROR', 'LC_EVENT', 'STATS'];
  return entityType === 'RULE_NODE' ? [...types, 'DEBUG_RULE_NODE'] : types;
}

/** A body field as text: absent and null are empty, numbers and booleans their text. */
function field(event: EventInfo, name: string): string {
  const value = (event.body as Record<string, unknown>)[name];
  if (value === undefined || value === null) return '';
  return typeof value === 'string' ? value : String(value);
}

const time: EventColumn = {
  key: 'createdTime',
  title: 'event.event-time',
  kind: 'time',
  value: (event) => String(event.createdTime),
};
const text = (key: string, title: string): EventColumn => ({
  key,
  title,
  kind: 'text',
  value: (event) => field(event, key),
});
const content = (key: string, title: string, contentType: 'json' | 'text'): EventColumn => ({
  key,
  title,
  kind: 'content',
  contentType,
  value: (event) => field(event, key),
});
const server = text('server', 'event.server');
const error = content('error', 'event.error', 'text');

const debugColumns: EventColumn[] = [
  time,
  server,
  text('type', 'event.type'),
  text('entityType', 'event.entity-type'),
  text('entityId', 'event.entity-id'),
  text('msgId', 'event.message-id'),
  text('msgType', 'event.message-type'),
  text('relationType', 'event.relation-type'),
  content('data', 'event.data', 'json'),
  content('metadata', 'event.metadata', 'json'),
  error,
];

const COLUMNS: Record<EventType, EventColumn[]> = {
  LC_EVENT: [
    time,
    server,
    text('event', 'event.event'),
    {
      key: 'success',
      title: 'event.status',
      kind: 'status',
      value: (event) => field(event, 'success'),
      status: successStatus,
    },
    error,
  ],
  ERROR: [time, server, text('method', 'event.method'), error],
  STATS: [
    time,
    server,
    text('messagesProcessed', 'event.messages-processed'),
    text('errorsOccurred', 'event.errors-occurred'),
  ],
  DEBUG_RULE_NODE: debugColumns,
  DEBUG_RULE_CHAIN: debugColumns,
};

/** The columns of the events table for a type, as the platform shows them. */
export function eventColumns(type: EventType): EventColumn[] {
  return COLUMNS[type];
}

/** What the content dialog shows: JSON indented by two when it parses, the text as it is otherwise. */
export function contentText(value: string, contentType: 'json' | 'text'): string {
  if (contentType !== 'json') return value;
  try {
    return JSON.stringify(JSON.parse(value), null, 2);
  } catch {
    return value;
  }
}
