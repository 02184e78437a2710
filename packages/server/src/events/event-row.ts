import { newId, uuidTime } from '../common/uuid.js';
import type { EventRow } from './store.js';

/** What an event says beyond its kind and whose it is; a column not given stays empty. */
export type EventColumns = Partial<Omit<EventRow, 'id' | 'created_time' | 'event_uid'>>;

/**
 * A new event row, timed by its id: the entity it belongs to, its type and body, and the columns its filters search.
 */
export function newEventRow(
  event: Pick<EventRow, 'tenant_id' | 'entity_type' | 'entity_id' | 'event_type' | 'body' | 'server'>,
  columns: EventColumns = {},
): EventRow {
  const id = newId();
  return {
    msg_direction: null,
    msg_type: null,
    relation_type: null,
    error: null,
    data: null,
    metadata: null,
    originator_id: null,
    originator_type: null,
    msg_id: null,
    lc_event: null,
    success: null,
    method: null,
    messages_processed: null,
    errors_occurred: null,
    ...columns,
    ...event,
    id,
    created_time: uuidTime(id),
    event_uid: newId(),
  };
}
