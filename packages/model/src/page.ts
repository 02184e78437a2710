export type SortDirection = 'ASC' | 'DESC';

export interface SortOrder {
  property: string;
  direction: SortDirection;
}

export interface PageLink {
  pageSize: number;
  page: number;
  textSearch?: string | null;
  sortOrder?: SortOrder | null;
}

export interface TimePageLink extends PageLink {
  startTime?: number | null;
  endTime?: number | null;
}

export interface PageData<T> {
  data: T[];
  totalPages: number;
  totalElements: number;
  hasNext: boolean;
}

/** The query parameters a list endpoint takes, in the platform's names. */
export function pageLinkToQuery(link: PageLink | TimePageLink): Record<string, string> {
  const query: Record<string, string> = { pageSize: String(link.pageSize), page: String(link.page) };
  if (link.textSearch) query.textSearch = link.textSearch;
  if (link.sortOrder) {
    query.sortProperty = link.sortOrder.property;
    query.sortOrder = link.sortOrder.direction;
  }
  if ('startTime' in link && link.startTime != null) query.startTime = String(link.startTime);
  if ('endTime' in link && link.endTime != null) query.endTime = String(link.endTime);
  return query;
}

export function pageData<T>(data: T[], totalElements: number, link: Pick<PageLink, 'page' | 'pageSize'>): PageData<T> {
  const totalPages = link.pageSize > 0 ? Math.ceil(totalElements / link.pageSize) : 0;
  return { data, totalPages, totalElements, hasNext: (link.page + 1) * link.pageSize < totalElements };
}
