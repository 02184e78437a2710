import { useCallback, useLayoutEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';

/** Parameter changes: a value sets the parameter, null or an empty string removes it. */
export type UrlParamChanges = Record<string, string | number | null>;

/** The parameters after the changes, other parameters kept in their order. */
export function withParamChanges(base: URLSearchParams, changes: UrlParamChanges): URLSearchParams {
  const next = new URLSearchParams(base);
  for (const [name, value] of Object.entries(changes)) {
    if (value === null || value === '') next.delete(name);
    else next.set(name, String(value));
  }
  return next;
}

/**
 * The URL's search parameters and a stable function that changes some of them. Each change builds on the previous
 * one even before the router has rendered it: the router commits navigations in a transition, so two quick changes
 * (a debounced search, then a click on a row) would otherwise both start from the old URL and the second would undo
 * the first.
 */
export function useUrlParams(): [URLSearchParams, (changes: UrlParamChanges, options?: { replace?: boolean }) => void] {
  const [params, setParams] = useSearchParams();
  const rendered = useRef(params);
  const written = useRef<{ base: URLSearchParams; next: URLSearchParams } | null>(null);
  const set = useRef(setParams);
  useLayoutEffect(() => {
    rendered.current = params;
    set.current = setParams;
  }, [params, setParams]);

  const update = useCallback((changes: UrlParamChanges, options?: { replace?: boolean }) => {
    // A write the router has not rendered yet is the newest URL; once a newer URL is rendered, that one is.
    const pending = written.current?.base === rendered.current ? written.current.next : rendered.current;
    const next = withParamChanges(pending, changes);
    written.current = { base: rendered.current, next };
    set.current(next, { replace: options?.replace ?? true });
  }, []);
  return [params, update];
}
