import type { EntityId, PlainId, TenantId } from '../ids.js';

/** The kinds of entity events; each also answers to its older name. */
export const EVENT_TYPES = ['ERROR', 'LC_EVENT', 'STATS', 'DEBUG_RULE_NODE', 'DEBUG_RULE_CHAIN'] as const;
export type EventType = (typeof EVENT_TYPES)[number];

/** What a rule node's debug event tells: a message it received (IN) or sent on (OUT). */
export interface DebugRuleNodeEventBody {
  server: string;
  type: 'IN' | 'OUT';
  /** the message's originator */
  entityId: string;
  entityType: string;
  msgId: string;
  msgType: string;
  dataType: 'JSON';
  relationType: string;
  data: string;
  /** the metadata as JSON text */
  metadata: string;
  error?: string;
}

/** A rule chain or rule node started, was updated or stopped on a server; an error when it could not. */
export interface LifecycleEventBody {
  server: string;
  event: 'STARTED' | 'UPDATED' | 'STOPPED';
  success: boolean;
  error?: string;
}

/** A rule chain or rule node failed outside the processing of one message's relations (method: where). */
export interface ErrorEventBody {
  server: string;
  method: string;
  error: string;
}

/** How many messages a rule node processed, and how many of them failed with an error, since the last stats. */
export interface StatsEventBody {
  server: string;
  messagesProcessed: number;
  errorsOccurred: number;
}

export interface EventInfo {
  id: PlainId;
  createdTime: number;
  tenantId: TenantId;
  type: EventType;
  uid: string;
  entityId: EntityId;
  body: DebugRuleNodeEventBody | LifecycleEventBody | ErrorEventBody | StatsEventBody | Record<string, unknown>;
}

/** The filter of the event lists and of clearing events, by event type. */
export interface EventFilter {
  eventType: EventType;
  server?: string | null;
  isError?: boolean | null;
  errorStr?: string | null;
  msgDirectionType?: 'IN' | 'OUT' | null;
  entityId?: string | null;
  entityType?: string | null;
  msgId?: string | null;
  msgType?: string | null;
  relationType?: string | null;
  dataSearch?: string | null;
  metadataSearch?: string | null;
  /** DEBUG_RULE_CHAIN: text of the event's message */
  message?: string | null;
  /** LC_EVENT: the kind (STARTED, UPDATED, STOPPED) and the outcome (`Success` or `Failure`) */
  event?: string | null;
  status?: string | null;
  /** ERROR: where the error happened */
  method?: string | null;
  /** STATS: bounds of the counts, the lower one included and the upper one not */
  minMessagesProcessed?: number | null;
  maxMessagesProcessed?: number | null;
  minErrorsOccurred?: number | null;
  maxErrorsOccurred?: number | null;
}
