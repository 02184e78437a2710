import type { EntityId } from '@fleetdeck/model';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { Timewindow } from '../../../components/time/timewindow';
import { useMaxDatapointsLimit } from '../../../components/time/use-max-datapoints-limit';
import { api } from '../../../core/http/api';
import { defaultEventsTimewindow, eventsTimeRange } from '../../events/events-timewindow';

const NEWEST_FIRST = { property: 'createdTime', direction: 'DESC' } as const;

/**
 * The state of an edge's downlinks table: the time window and the page, and the downlinks of that page. A window like
 * "the last day" is resolved each time the page is read, so a refresh sees the newest downlinks.
 */
export function useDownlinksTable(edgeId: EntityId) {
  const maxDatapointsLimit = useMaxDatapointsLimit();
  const [timewindow, setTimewindow] = useState<Timewindow>(() => defaultEventsTimewindow(maxDatapointsLimit));
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState(10);

  const downlinks = useQuery({
    queryKey: ['edge-downlinks', edgeId.id, timewindow, page, pageSize],
    queryFn: () =>
      api.edges.events(edgeId.id, {
        page,
        pageSize,
        sortOrder: NEWEST_FIRST,
        ...eventsTimeRange(timewindow, maxDatapointsLimit),
      }),
    staleTime: 0,
  });

  return {
    timewindow,
    setTimewindow: (next: Timewindow) => {
      setTimewindow(next);
      setPage(0);
    },
    maxDatapointsLimit,
    page,
    setPage,
    pageSize,
    setPageSize: (size: number) => {
      setPageSize(size);
      setPage(0);
    },
    downlinks,
  };
}
