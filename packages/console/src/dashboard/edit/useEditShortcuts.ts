import { useEffect } from 'react';
import type { DashboardEditing } from './useDashboardEditing';

/** Keys typed into a field or a dialog belong to it, not to the dashboard. */
function belongsElsewhere(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || target.closest('input, textarea, select, [role="dialog"]') !== null;
}

/**
 * The edit mode's keyboard: Ctrl+Z undoes, Ctrl+Shift+Z and Ctrl+Y redo, Ctrl+C copies the selected widget, Ctrl+V
 * pastes into the selected widget's layout (else the main one) of the shown state, Delete removes the selected one.
 */
export function useEditShortcuts(edit: DashboardEditing, stateId: string): void {
  useEffect(() => {
    if (!edit.active) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (belongsElsewhere(event.target)) return;
      const command = event.ctrlKey || event.metaKey;
      const key = event.key.toLowerCase();
      const selected = edit.selected;
      const layout = { stateId, layoutId: selected?.layoutId ?? 'main' } as const;
      if (command && key === 'z') {
        edit.dispatch({ type: event.shiftKey ? 'redo' : 'undo' });
      } else if (command && key === 'y') {
        edit.dispatch({ type: 'redo' });
      } else if (command && key === 'c' && selected) {
        edit.dispatch({ type: 'copy', from: layout, widgetId: selected.widgetId });
      } else if (command && key === 'v') {
        edit.dispatch({ type: 'paste', to: layout, id: crypto.randomUUID() });
      } else if (key === 'delete' && selected) {
        edit.dispatch({ type: 'remove', from: layout, widgetId: selected.widgetId });
        edit.select(null);
      } else {
        return;
      }
      event.preventDefault();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [edit, stateId]);
}
