import type { PageData, PageLink } from '@fleetdeck/model';

/** How many entities one request of an all-pages read asks for. */
export const ALL_PAGES_PAGE_SIZE = 100;

/**
 * Every entity of a list query (its search and sort), read in pages of 100: the platform's lists have no "all" page
 * size, so an export or a picker that needs everything walks the pages until the last one.
 */
export async function readAllPages<T>(
  fetchPage: (link: PageLink) => Promise<PageData<T>>,
  link: PageLink,
): Promise<T[]> {
  const all: T[] = [];
  for (let page = 0; ; page++) {
    const data = await fetchPage({ ...link, page, pageSize: ALL_PAGES_PAGE_SIZE });
    all.push(...data.data);
    if (!data.hasNext) return all;
  }
}
