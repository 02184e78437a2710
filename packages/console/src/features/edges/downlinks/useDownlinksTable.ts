import type { EntityId } from '@fleetdeck/model';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../core/http/api';
import { useTimedPages } from '../../events/useTimedPages';

/** The state of an edge's downlinks table: its time window and page, and the downlinks of that page. */
export function useDownlinksTable(edgeId: EntityId) {
  const pages = useTimedPages();
  const downlinks = useQuery({
    queryKey: ['edge-downlinks', edgeId.id, ...pages.key],
    queryFn: () => api.edges.events(edgeId.id, pages.link()),
    staleTime: 0,
  });
  return { ...pages, downlinks };
}
