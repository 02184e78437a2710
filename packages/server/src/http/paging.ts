import type { SortDirection } from '@fleetdeck/model';
import { badRequest } from './errors.js';
import { PageLinkQuery } from './schemas.js';

export interface PageQuery {
  pageSize?: string;
  page?: string;
  textSearch?: string;
  sortProperty?: string;
  sortOrder?: string;
}

export interface ParsedPageLink {
  pageSize: number;
  page: number;
  textSearch: string | null;
  /** The column to order by, already mapped from the contract's property name. */
  sortColumn: string | null;
  sortDirection: SortDirection;
}

/** The query string schema every paged list shares; values are checked by parsePageLink for the contract's messages. */
export const pageQuerySchema = PageLinkQuery;

function requiredInt(query: PageQuery, name: 'pageSize' | 'page'): number {
  const raw = query[name];
  if (raw === undefined) {
    throw badRequest(`Required request parameter '${name}' for method parameter type int is not present`);
  }
  if (!/^-?\d+$/.test(raw.trim()) || !Number.isSafeInteger(Number(raw))) {
    throw badRequest(
      `Failed to convert value of type 'java.lang.String' to required type 'int'; nested exception is java.lang.NumberFormatException: For input string: "${raw}"`,
    );
  }
  return Number(raw);
}

/**
 * Reads the paging parameters (pageSize, page, textSearch, sortProperty, sortOrder). sortable maps each sortProperty a
 * list accepts to its column.
 * The 3.4.1 platform answers an unknown sortProperty with a 500; we answer 400 with the allowed names instead,
 * since it is the caller's mistake.
 */
export function parsePageLink(query: PageQuery, sortable: Record<string, string>): ParsedPageLink {
  const pageSize = requiredInt(query, 'pageSize');
  const page = requiredInt(query, 'page');
  if (pageSize < 1) {
    throw badRequest(`Incorrect page link page size '${pageSize}'. Page size must be greater than zero.`);
  }
  if (page < 0) {
    throw badRequest(`Incorrect page link page '${page}'. Page must be positive integer.`);
  }
  let sortDirection: SortDirection = 'ASC';
  if (query.sortOrder !== undefined && query.sortOrder !== '') {
    const upper = query.sortOrder.toUpperCase();
    if (upper !== 'ASC' && upper !== 'DESC') {
      throw badRequest(`Unsupported sort order '${query.sortOrder}'! Only 'ASC' or 'DESC' types are allowed.`);
    }
    sortDirection = upper;
  }
  let sortColumn: string | null = null;
  if (query.sortProperty) {
    // Only the map's own names: `__proto__` or `toString` are unknown properties, not members of every object.
    sortColumn = Object.hasOwn(sortable, query.sortProperty) ? (sortable[query.sortProperty] ?? null) : null;
    if (!sortColumn) {
      throw badRequest(
        `Unsupported sort property '${query.sortProperty}'! Allowed: ${Object.keys(sortable).join(', ')}.`,
      );
    }
  }
  const textSearch = query.textSearch?.trim() ? query.textSearch.trim() : null;
  return { pageSize, page, textSearch, sortColumn, sortDirection };
}
