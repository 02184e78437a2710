import { useEffect, useState } from 'react';
import { AUTOCOMPLETE_DEBOUNCE_MS } from './entity-types';

/** The value once it has stopped changing for the delay: pickers search 150 ms after the last key. */
export function useDebouncedValue<T>(value: T, delayMs = AUTOCOMPLETE_DEBOUNCE_MS): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return debounced;
}
