import type { EdgeEvent, EdgeEventStatus } from '@fleetdeck/model';
import type { RowColumn } from '../../events/row-column';

export type DownlinkColumn = RowColumn<EdgeEvent>;

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
  {
    key: 'status',
    title: 'event.status',
    kind: 'status',
    value: (event) => event.status,
    // delivered in the platform's success colour, waiting in the secondary text colour
    status: (value) => ({
      label: downlinkStatusLabel(value as EdgeEventStatus),
      color: value === 'DEPLOYED' ? 'success.main' : 'text.secondary',
    }),
  },
  { key: 'body', title: 'event.data', kind: 'content', contentType: 'json', value: downlinkBody },
];
