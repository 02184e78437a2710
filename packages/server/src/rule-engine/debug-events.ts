import { hostname } from 'node:os';
import type { DebugRuleNodeEventBody } from '@fleetdeck/model';
import { newId, uuidTime } from '../common/uuid.js';
import { deleteEventsBefore, type EventRow, insertEvents } from '../events/store.js';
import type { Db } from '../storage/schema.js';
import type { TbMsg } from './message.js';
import type { RuleNodeDefinition } from './node.js';

/** What one debug event of a node tells: the message, which way it went, along which relation, and why it failed. */
export interface DebugEntry {
  direction: 'IN' | 'OUT';
  msg: TbMsg;
  relationType: string;
  error?: unknown;
}

/** How long debug events are kept by default: a week, as the platform keeps them. */
export const DEFAULT_DEBUG_EVENTS_TTL_MS = 7 * 24 * 3600 * 1000;

/** Old events are trimmed at most this often, on a write. */
const TRIM_EVERY_MS = 60_000;

function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** The body of a DEBUG_RULE_NODE event, fields without a value left out. */
export function debugBody(entry: DebugEntry, server: string): DebugRuleNodeEventBody {
  const { msg } = entry;
  return {
    server,
    type: entry.direction,
    entityId: msg.originator.id,
    entityType: msg.originator.entityType,
    msgId: msg.id,
    msgType: msg.type,
    dataType: 'JSON',
    relationType: entry.relationType,
    data: msg.data,
    metadata: JSON.stringify(msg.metadata),
    ...(entry.error === undefined ? {} : { error: errorText(entry.error) }),
  };
}

/**
 * Stores the messages a node in debug mode receives and sends on as DEBUG_RULE_NODE events of the node, and drops
 * events older than the time to live.
 */
export class DebugEventRecorder {
  private lastTrim = 0;

  constructor(
    private readonly db: Db,
    private readonly ttlMs: number = DEFAULT_DEBUG_EVENTS_TTL_MS,
    private readonly server: string = hostname(),
  ) {}

  async record(node: RuleNodeDefinition, tenantId: string, entries: readonly DebugEntry[]): Promise<void> {
    const rows: EventRow[] = entries.map((entry) => {
      const id = newId();
      return {
        id,
        created_time: uuidTime(id),
        tenant_id: tenantId,
        entity_type: 'RULE_NODE',
        entity_id: node.id,
        event_type: 'DEBUG_RULE_NODE',
        event_uid: newId(),
        msg_direction: entry.direction,
        msg_type: entry.msg.type,
        relation_type: entry.relationType,
        error: entry.error === undefined ? null : errorText(entry.error),
        data: entry.msg.data,
        metadata: JSON.stringify(entry.msg.metadata),
        body: JSON.stringify(debugBody(entry, this.server)),
      };
    });
    await insertEvents(this.db, rows);
    const now = Date.now();
    if (now - this.lastTrim >= TRIM_EVERY_MS) {
      this.lastTrim = now;
      await deleteEventsBefore(this.db, 'DEBUG_RULE_NODE', now - this.ttlMs);
    }
  }
}
