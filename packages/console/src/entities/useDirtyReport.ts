import { useEffect } from 'react';

/** Tells the drawer or dialog around an entity form whether the form holds changes not saved yet. */
export function useDirtyReport(dirty: boolean, onDirtyChange: ((dirty: boolean) => void) | undefined): void {
  useEffect(() => {
    onDirtyChange?.(dirty);
  }, [dirty, onDirtyChange]);
}
