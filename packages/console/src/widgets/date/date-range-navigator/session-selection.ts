import type { NavigatorWindow } from './navigator-window';

/** The session storage key the platform's navigators share, so the next dashboard opened starts from the period. */
const KEY = 'date-range';

export function readSelection(): NavigatorWindow | null {
  try {
    const stored = JSON.parse(sessionStorage.getItem(KEY) ?? 'null') as Partial<NavigatorWindow> | null;
    return typeof stored?.start === 'number' && typeof stored.end === 'number' && stored.start < stored.end
      ? { start: stored.start, end: stored.end }
      : null;
  } catch {
    return null;
  }
}

export function writeSelection(period: NavigatorWindow): void {
  sessionStorage.setItem(KEY, JSON.stringify(period));
}
