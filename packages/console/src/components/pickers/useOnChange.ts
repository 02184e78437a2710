import { useEffect, useRef } from 'react';

/**
 * Runs the effect when the watched value changes after the first render, not on mount: a picker clears its selection
 * when its entity type changes, but keeps the value it was opened with.
 */
export function useOnChange<T>(value: T, effect: (previous: T) => void): void {
  const previous = useRef(value);
  const latest = useRef(effect);
  latest.current = effect;
  useEffect(() => {
    if (Object.is(previous.current, value)) return;
    const before = previous.current;
    previous.current = value;
    latest.current(before);
  }, [value]);
}
