import { hostname } from 'node:os';
import type { DebugRuleNodeEventBody } from '@fleetdeck/model';
import { newEventRow } from '../events/event-row.js';
import { insertEvents } from '../events/store.js';
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
 * Stores the messages a node in debug mode receives and sends on as DEBUG_RULE_NODE events of the node. Old events
 * are dropped by the events' time to live (`events/time-to-live.ts`), off this path.
 */
export class DebugEventRecorder {
  constructor(
    private readonly db: Db,
    private readonly server: string = hostname(),
  ) {}

  async record(node: RuleNodeDefinition, tenantId: string, entries: readonly DebugEntry[]): Promise<void> {
    const rows = entries.map((entry) => {
      const event = {
        tenant_id: tenantId,
        entity_type: 'RULE_NODE',
        entity_id: node.id,
        event_type: 'DEBUG_RULE_NODE',
        server: this.server,
        body: JSON.stringify(debugBody(entry, this.server)),
      };
      return newEventRow(event, {
        msg_direction: entry.direction,
        msg_type: entry.msg.type,
        relation_type: entry.relationType,
        error: entry.error === undefined ? null : errorText(entry.error),
        data: entry.msg.data,
        metadata: JSON.stringify(entry.msg.metadata),
        originator_id: entry.msg.originator.id,
        originator_type: entry.msg.originator.entityType,
        msg_id: entry.msg.id,
      });
    });
    await insertEvents(this.db, rows);
  }
}
