import type { EntityId, EventType } from '@fleetdeck/model';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { Timewindow } from '../../components/time/timewindow';
import { useMaxDatapointsLimit } from '../../components/time/use-max-datapoints-limit';
import { api } from '../../core/http/api';
import { useAuthStore } from '../../core/session/auth-store';
import { defaultEventsTimewindow, eventsTimeRange } from './events-timewindow';

const NEWEST_FIRST = { property: 'createdTime', direction: 'DESC' } as const;

/**
 * The state of an entity's events table: the event type, the time window and the page, the events of that page, and
 * clearing the events of the type in the window. A window like "the last day" is resolved when the page is read
 * (on refresh too) and when events are cleared, so both see the same moment's range.
 */
export function useEventsTable(entityId: EntityId, defaultType: EventType) {
  const maxDatapointsLimit = useMaxDatapointsLimit();
  const tenantId = useAuthStore((state) => state.authUser?.tenantId ?? null);
  const [eventType, setEventType] = useState<EventType>(defaultType);
  const [timewindow, setTimewindow] = useState<Timewindow>(() => defaultEventsTimewindow(maxDatapointsLimit));
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState(10);

  const events = useQuery({
    queryKey: ['events', entityId.entityType, entityId.id, eventType, timewindow, page, pageSize],
    queryFn: () =>
      api.events.list(entityId, eventType, tenantId ?? '', {
        page,
        pageSize,
        sortOrder: NEWEST_FIRST,
        ...eventsTimeRange(timewindow, maxDatapointsLimit),
      }),
    enabled: tenantId !== null,
    staleTime: 0,
  });

  const clear = useMutation({
    mutationFn: () => api.events.clear(entityId, { eventType }, eventsTimeRange(timewindow, maxDatapointsLimit)),
    onSuccess: () => {
      setPage(0);
      void events.refetch();
    },
  });

  return {
    eventType,
    setEventType: (type: EventType) => {
      setEventType(type);
      setPage(0);
    },
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
    events,
    clear,
  };
}
