import type { EdgeEvent, EdgeEventStatus } from '@fleetdeck/model';

/** How a downlink cell shows its value: the time, plain text, the translated status, or a button opening the body. */
export type DownlinkCellKind = 'time' | 'text' | 'status' | 'content';

export interface DownlinkColumn {
  key: string;
  /** message key of the header */
  title: string;
  kind: DownlinkCellKind;
  /** the cell's value; an empty text shows nothing */
  value(event: EdgeEvent): string;
}

const STATUS_LABELS: Record<EdgeEventStatus, string> = {
  DEPLOYED: 'edge.deployed',
  PENDING: 'edge.pending',
};

/** Message key of a downlink's status: whether the edge has received it. */
export function downlinkStatusLabel(status: EdgeEventStatus): string {
  return STATUS_LABELS[status];
}

/** The body as JSON text; an event without a body has none to open. */
export function downlinkBody(event: Pick<EdgeEvent, 'body'>): string {
  return event.body === null || event.body === undefined ? '' : JSON.stringify(event.body);
}

/** The columns of an edge's downlinks as the platform shows them; type and action are the platform's own names. */
export const DOWNLINK_COLUMNS: DownlinkColumn[] = [
  { key: 'createdTime', title: 'event.event-time', kind: 'time', value: (event) => String(event.createdTime) },
  { key: 'type', title: 'event.type', kind: 'text', value: (event) => event.type },
  { key: 'action', title: 'edge.event-action', kind: 'text', value: (event) => event.action },
  { key: 'entityId', title: 'event.entity-id', kind: 'text', value: (event) => event.entityId ?? '' },
  { key: 'status', title: 'event.status', kind: 'status', value: (event) => event.status },
  { key: 'body', title: 'event.data', kind: 'content', value: downlinkBody },
];
