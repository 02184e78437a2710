import type { EntityId, EventType } from '@fleetdeck/model';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '../../core/http/api';
import { useAuthStore } from '../../core/session/auth-store';
import { useTimedPages } from './useTimedPages';

/**
 * The state of an entity's events table: the event type, the time window and the page, the events of that page, and
 * clearing the events of the type in the window. A window like "the last day" is resolved when the page is read
 * (on refresh too) and when events are cleared, so both see the same moment's range.
 */
export function useEventsTable(entityId: EntityId, defaultType: EventType) {
  const pages = useTimedPages();
  const tenantId = useAuthStore((state) => state.authUser?.tenantId ?? null);
  const [eventType, setEventType] = useState<EventType>(defaultType);

  const events = useQuery({
    queryKey: ['events', entityId.entityType, entityId.id, eventType, ...pages.key],
    queryFn: () => api.events.list(entityId, eventType, tenantId ?? '', pages.link()),
    enabled: tenantId !== null,
    staleTime: 0,
  });

  const clear = useMutation({
    mutationFn: () => api.events.clear(entityId, { eventType }, pages.range()),
    onSuccess: () => {
      pages.setPage(0);
      void events.refetch();
    },
  });

  return { ...pages, eventType, setEventType: pages.firstPage(setEventType), events, clear };
}
