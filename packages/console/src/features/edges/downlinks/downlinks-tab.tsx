import type { EdgeInfo } from '@fleetdeck/model';
import type { DetailsTab } from '../../../entities/entity-config';
import { DownlinksTable } from './DownlinksTable';

/** The Downlinks tab of an edge's details: what the platform has queued for the edge. */
export function downlinksDetailsTab(): DetailsTab<EdgeInfo> {
  return { id: 'downlinks', label: 'edge.downlinks', render: (edge) => <DownlinksTable edgeId={edge.id} /> };
}
