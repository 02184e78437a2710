import type { PageLink, SortOrder } from '@fleetdeck/model';
import { useCallback, useMemo } from 'react';
import { type UrlParamChanges, useUrlParams } from '../core/routing/url-params';
import { readJsonSetting, writeJsonSetting } from '../core/settings/local-settings';

export const PAGE_SIZES = [10, 20, 30, 50, 100];
export const DEFAULT_PAGE_SIZE = 10;

interface RememberedListState {
  pageSize?: number;
  sortOrder?: SortOrder;
}

export interface ListState {
  pageLink: Required<Pick<PageLink, 'page' | 'pageSize'>> & { textSearch: string; sortOrder: SortOrder };
  setPage(page: number): void;
  setPageSize(pageSize: number): void;
  setSort(sortOrder: SortOrder): void;
  setTextSearch(text: string): void;
  /** the entity whose details panel is open (`?details=<id>`), so a reload or a shared link opens it again */
  detailsId: string | null;
  openDetails(id: string): void;
  closeDetails(): void;
}

export const DETAILS_PARAM = 'details';

/** Reads a list's page, page size, sort and search from the URL; page size and sort fall back to local storage. */
export function readListState(
  params: URLSearchParams,
  remembered: RememberedListState,
  defaultSort: SortOrder,
): ListState['pageLink'] {
  const number = (name: string) => {
    const value = Number(params.get(name));
    return params.has(name) && Number.isInteger(value) && value >= 0 ? value : null;
  };
  const pageSize = nearestPageSize(number('pageSize') ?? remembered.pageSize ?? DEFAULT_PAGE_SIZE);
  const direction = params.get('sortOrder');
  const sortOrder: SortOrder =
    params.get('sortProperty') && (direction === 'ASC' || direction === 'DESC')
      ? { property: params.get('sortProperty') as string, direction }
      : (remembered.sortOrder ?? defaultSort);
  return {
    page: number('page') ?? 0,
    pageSize,
    textSearch: params.get('textSearch') ?? '',
    sortOrder,
  };
}

/** The offered page size nearest to a size from a link or an older setting (the pager offers only these). */
export function nearestPageSize(size: number): number {
  if (!(size > 0)) return DEFAULT_PAGE_SIZE;
  return PAGE_SIZES.reduce((best, offered) => (Math.abs(offered - size) < Math.abs(best - size) ? offered : best));
}

/** The entity of the open details panel, if the URL names one. */
export function readDetailsId(params: URLSearchParams): string | null {
  return params.get(DETAILS_PARAM)?.trim() || null;
}

/** A list's state, kept per entity in the URL and, for page size and sort, in local storage (STYLE.md). */
export function useListState(listId: string, defaultSort: SortOrder): ListState {
  const [params, setParams] = useUrlParams();
  const storageKey = `entities-${listId}`;
  const pageLink = useMemo(
    () => readListState(params, readJsonSetting<RememberedListState>(storageKey) ?? {}, defaultSort),
    [params, storageKey, defaultSort],
  );

  const update = useCallback(
    (changes: UrlParamChanges, remember?: RememberedListState) => {
      if (remember) writeJsonSetting(storageKey, { ...readJsonSetting<RememberedListState>(storageKey), ...remember });
      setParams(changes);
    },
    [setParams, storageKey],
  );

  return {
    pageLink,
    setPage: useCallback((page: number) => update({ page }), [update]),
    setPageSize: (pageSize) => update({ pageSize, page: 0 }, { pageSize }),
    setSort: (sortOrder) =>
      update({ sortProperty: sortOrder.property, sortOrder: sortOrder.direction, page: 0 }, { sortOrder }),
    setTextSearch: useCallback((text: string) => update({ textSearch: text, page: null }), [update]),
    detailsId: readDetailsId(params),
    openDetails: (id) => update({ [DETAILS_PARAM]: id }),
    closeDetails: () => update({ [DETAILS_PARAM]: null }),
  };
}
