import type { PageData, Rpc, RpcStatus, SortOrder } from '@fleetdeck/model';
import { useEffect, useState } from 'react';
import type { WidgetContext } from '../../widget-context';

/** A failed call as the table tells it: the server's message (the contract's error JSON), else the error's text. */
export function failureText(failure: unknown): string {
  return failure instanceof Error ? failure.message : String(failure);
}

export interface PersistentRpcPage {
  page: number;
  pageSize: number;
  sort: SortOrder;
  status: RpcStatus | null;
}

export interface PersistentRpcsState {
  data: PageData<Rpc> | null;
  /** the server's message when the page could not be read */
  error: string;
}

/**
 * One page of the target device's persistent requests, read again whenever the page, the sort, the filter or
 * `revision` change. An answer that arrives after a newer request was made is dropped, so the table never shows
 * an older page over a newer one.
 */
export function usePersistentRpcs(
  context: WidgetContext | undefined,
  page: PersistentRpcPage,
  revision: number,
): PersistentRpcsState {
  const [state, setState] = useState<PersistentRpcsState>({ data: null, error: '' });
  const service = context?.persistentRpcs;
  const hasTarget = Boolean(context?.rpc.targetDevice);
  const { page: index, pageSize, sort, status } = page;
  // biome-ignore lint/correctness/useExhaustiveDependencies: revision asks for the same page again after a change
  useEffect(() => {
    if (!service || !hasTarget) return;
    let current = true;
    service
      .list({
        page: index,
        pageSize,
        sortProperty: sort.property,
        sortOrder: sort.direction,
        ...(status ? { status } : {}),
      })
      .then(
        (data) => current && setState({ data, error: '' }),
        (failure: unknown) => current && setState({ data: null, error: failureText(failure) }),
      );
    return () => {
      current = false;
    };
  }, [service, hasTarget, index, pageSize, sort.property, sort.direction, status, revision]);
  return state;
}
