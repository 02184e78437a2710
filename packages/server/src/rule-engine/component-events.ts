import { hostname } from 'node:os';
import type { EntityId, ErrorEventBody, EventType, LifecycleEventBody, StatsEventBody } from '@fleetdeck/model';
import { type EventColumns, newEventRow } from '../events/event-row.js';
import { insertEvents } from '../events/store.js';
import type { Db } from '../storage/schema.js';

/** A rule chain or a rule node: the components of the rule engine whose events the platform keeps. */
export type ComponentId = EntityId<'RULE_CHAIN' | 'RULE_NODE'>;

export type LifecycleEvent = LifecycleEventBody['event'];

/** The text an event keeps of an error. */
export const errorText = (error: unknown): string => (error instanceof Error ? error.message : String(error));

/** One event of a component, to store. */
export interface ComponentEvent {
  tenantId: string;
  component: ComponentId;
  type: Extract<EventType, 'LC_EVENT' | 'ERROR' | 'STATS'>;
  body: LifecycleEventBody | ErrorEventBody | StatsEventBody;
  /** the error text the event filters search (errorStr) */
  error: string | null;
}

export function lifecycleEvent(
  tenantId: string,
  component: ComponentId,
  event: LifecycleEvent,
  server: string,
  error?: unknown,
): ComponentEvent {
  const text = error === undefined ? null : errorText(error);
  return {
    tenantId,
    component,
    type: 'LC_EVENT',
    body: { server, event, success: text === null, ...(text === null ? {} : { error: text }) },
    error: text,
  };
}

export function errorEvent(
  tenantId: string,
  component: ComponentId,
  method: string,
  error: unknown,
  server: string,
): ComponentEvent {
  const text = errorText(error);
  return { tenantId, component, type: 'ERROR', body: { server, method, error: text }, error: text };
}

export function statsEvent(
  tenantId: string,
  component: ComponentId,
  counts: { messagesProcessed: number; errorsOccurred: number },
  server: string,
): ComponentEvent {
  return { tenantId, component, type: 'STATS', body: { server, ...counts }, error: null };
}

/** The columns the event filters search, from a lifecycle, error or stats body. */
function filterColumns(body: ComponentEvent['body']): EventColumns {
  if ('event' in body) return { lc_event: body.event, success: body.success ? 1 : 0 };
  if ('method' in body) return { method: body.method };
  return { messages_processed: body.messagesProcessed, errors_occurred: body.errorsOccurred };
}

/**
 * Stores the lifecycle (LC_EVENT), error (ERROR) and statistics (STATS) events of rule chains and rule nodes, as the
 * platform's component actors persist them, each with the name of the server it happened on.
 */
export class ComponentEventRecorder {
  constructor(
    private readonly db: Db,
    readonly server: string = hostname(),
  ) {}

  async record(events: readonly ComponentEvent[]): Promise<void> {
    const rows = events.map((event) =>
      newEventRow(
        {
          tenant_id: event.tenantId,
          entity_type: event.component.entityType,
          entity_id: event.component.id,
          event_type: event.type,
          server: this.server,
          body: JSON.stringify(event.body),
        },
        { error: event.error, ...filterColumns(event.body) },
      ),
    );
    await insertEvents(this.db, rows);
  }
}
