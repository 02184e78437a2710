import { useEffect, useRef } from 'react';

interface Shortcuts {
  /** off while a dialog of the editor is open, whose fields have their own undo */
  enabled: boolean;
  undo(): void;
  redo(): void;
  save(): void;
  /** answer false when there was nothing to copy or paste, so the browser keeps the key */
  copy(): boolean;
  paste(): boolean;
}

function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

/**
 * Ctrl+Z undoes, Ctrl+Shift+Z and Ctrl+Y redo, Ctrl+S saves, Ctrl+C copies the selected nodes and Ctrl+V pastes
 * them (Cmd on a Mac), except while the user types.
 */
export function useEditorShortcuts(shortcuts: Shortcuts): void {
  const latest = useRef(shortcuts);
  latest.current = shortcuts;
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const current = latest.current;
      if (!current.enabled || !(event.ctrlKey || event.metaKey) || isTyping(event.target)) return;
      const key = event.key.toLowerCase();
      if (key === 'z' && !event.shiftKey) current.undo();
      else if ((key === 'z' && event.shiftKey) || key === 'y') current.redo();
      else if (key === 's') current.save();
      else if (key === 'c' && !event.shiftKey) {
        if (!current.copy()) return;
      } else if (key === 'v' && !event.shiftKey) {
        if (!current.paste()) return;
      } else return;
      event.preventDefault();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);
}
