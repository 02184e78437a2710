import type { ActionType } from '@fleetdeck/model';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useDebouncedValue } from '../../components/pickers/useDebouncedValue';
import type { Timewindow } from '../../components/time/timewindow';
import { useMaxDatapointsLimit } from '../../components/time/use-max-datapoints-limit';
import { defaultEventsTimewindow, eventsTimeRange } from '../events/events-timewindow';
import { type AuditLogsScope, fetchAuditLogs, scopeKey } from './audit-logs-query';

const NEWEST_FIRST = { property: 'createdTime', direction: 'DESC' } as const;

/**
 * The state of an audit logs table: the time window (the last day by default, like the events), the action types,
 * the search text (read once typing pauses) and the page, and the entries of that page. The window is resolved when the page is read.
 */
export function useAuditLogsTable(scope: AuditLogsScope) {
  const maxDatapointsLimit = useMaxDatapointsLimit();
  const [timewindow, setTimewindow] = useState<Timewindow>(() => defaultEventsTimewindow(maxDatapointsLimit));
  const [actionTypes, setActionTypes] = useState<ActionType[]>([]);
  const [search, setSearch] = useState('');
  // The list is read once the typing pauses, not at each key.
  const textSearch = useDebouncedValue(search.trim());
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState(10);

  const logs = useQuery({
    queryKey: ['auditLogs', scopeKey(scope), timewindow, actionTypes, textSearch, page, pageSize],
    queryFn: () =>
      fetchAuditLogs(
        scope,
        {
          page,
          pageSize,
          textSearch: textSearch || undefined,
          sortOrder: NEWEST_FIRST,
          ...eventsTimeRange(timewindow, maxDatapointsLimit),
        },
        actionTypes,
      ),
    placeholderData: keepPreviousData,
    staleTime: 0,
    retry: false,
  });

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
    actionTypes,
    setActionTypes: firstPage(setActionTypes),
    search,
    setSearch: firstPage(setSearch),
    page,
    setPage,
    pageSize,
    setPageSize: firstPage(setPageSize),
    logs,
  };
}
