import type { TimePageLink } from '@fleetdeck/model';
import { useState } from 'react';
import type { Timewindow } from '../../components/time/timewindow';
import { useMaxDatapointsLimit } from '../../components/time/use-max-datapoints-limit';
import { defaultEventsTimewindow, eventsTimeRange } from './events-timewindow';

const NEWEST_FIRST = { property: 'createdTime', direction: 'DESC' } as const;

/**
 * The time window (the last day by default) and the page of a newest-first table of timed rows (events, downlinks,
 * audit logs). Any change of what the table shows goes back to the first page. `link()` resolves a window like "the
 * last day" when it is called, so each read, a refresh too, sees the newest rows.
 */
export function useTimedPages() {
  const maxDatapointsLimit = useMaxDatapointsLimit();
  const [timewindow, setTimewindow] = useState<Timewindow>(() => defaultEventsTimewindow(maxDatapointsLimit));
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState(10);
  /** a setter of the table's own filters that also goes back to the first page */
  const firstPage =
    <V>(set: (value: V) => void) =>
    (value: V) => {
      set(value);
      setPage(0);
    };
  return {
    timewindow,
    setTimewindow: firstPage(setTimewindow),
    maxDatapointsLimit,
    page,
    setPage,
    pageSize,
    setPageSize: firstPage(setPageSize),
    firstPage,
    /** the window resolved now, without paging: what a clear of the shown rows covers */
    range: () => eventsTimeRange(timewindow, maxDatapointsLimit),
    link: (): TimePageLink => ({
      page,
      pageSize,
      sortOrder: NEWEST_FIRST,
      ...eventsTimeRange(timewindow, maxDatapointsLimit),
    }),
    /** what the query key needs besides the table's own filters */
    key: [timewindow, page, pageSize] as const,
  };
}
