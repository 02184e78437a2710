import { useLayoutEffect } from 'react';

/**
 * Tells the drawer or dialog around an entity form whether the form holds changes not saved yet. In a layout effect,
 * so the report is rendered before the browser handles the next key: an Escape pressed right after typing finds the
 * dialog already knowing there is something to lose.
 */
export function useDirtyReport(dirty: boolean, onDirtyChange: ((dirty: boolean) => void) | undefined): void {
  useLayoutEffect(() => {
    onDirtyChange?.(dirty);
  }, [dirty, onDirtyChange]);
}
