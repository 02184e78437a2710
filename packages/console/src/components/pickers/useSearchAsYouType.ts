import { type QueryKey, useQuery } from '@tanstack/react-query';
import { api } from '../../core/http/api';
import { useDebouncedValue } from './useDebouncedValue';

export interface SearchAsYouTypeOptions<T> {
  /** what the user has typed */
  text: string;
  /** the key of the search for a text; a new text is a new query, so a late answer to an older text is never shown */
  queryKey(text: string): QueryKey;
  search(text: string): Promise<T[]>;
  /** false while the picker's list is closed: nothing is read */
  enabled: boolean;
}

export interface SearchAsYouType<T> {
  results: T[];
  loading: boolean;
  /** the text the results are for */
  searchedText: string;
}

/**
 * The search of every autocomplete picker: 150 ms after the last key, once per distinct text, without the global
 * loading bar and without error toasts; a failed search is an empty list (pickers degrade, they do not interrupt).
 */
export function useSearchAsYouType<T>(options: SearchAsYouTypeOptions<T>): SearchAsYouType<T> {
  const searchedText = useDebouncedValue(options.text);
  const query = useQuery({
    queryKey: options.queryKey(searchedText),
    queryFn: async (): Promise<T[]> => {
      try {
        return await api.http.silently(() => options.search(searchedText));
      } catch (error) {
        console.warn('A picker search failed', error);
        return [];
      }
    },
    enabled: options.enabled,
    meta: { suppressErrors: true },
    staleTime: 0,
  });
  return { results: query.data ?? [], loading: query.isFetching, searchedText };
}
