import type { ActionType } from '@fleetdeck/model';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useDebouncedValue } from '../../components/pickers/useDebouncedValue';
import { useTimedPages } from '../events/useTimedPages';
import { type AuditLogsScope, fetchAuditLogs, scopeKey } from './audit-logs-query';

/**
 * The state of an audit logs table: the time window (the last day by default, like the events), the action types,
 * the search text (read once typing pauses) and the page, and the entries of that page.
 */
export function useAuditLogsTable(scope: AuditLogsScope) {
  const pages = useTimedPages();
  const [actionTypes, setActionTypes] = useState<ActionType[]>([]);
  const [search, setSearch] = useState('');
  // The list is read once the typing pauses, not at each key.
  const textSearch = useDebouncedValue(search.trim());

  const logs = useQuery({
    queryKey: ['auditLogs', scopeKey(scope), actionTypes, textSearch, ...pages.key],
    queryFn: () => fetchAuditLogs(scope, { ...pages.link(), textSearch: textSearch || undefined }, actionTypes),
    placeholderData: keepPreviousData,
    staleTime: 0,
    retry: false,
  });

  return {
    ...pages,
    actionTypes,
    setActionTypes: pages.firstPage(setActionTypes),
    search,
    setSearch: pages.firstPage(setSearch),
    logs,
  };
}
