import type { Shortcut } from '../components/chrome/ShortcutOverlay';

/** The shell's own keyboard shortcuts, listed by the '?' overlay. */
export const SHELL_SHORTCUTS: readonly Shortcut[] = [
  { keys: '?', description: 'shortcut.toggle-help' },
  { keys: '/', description: 'shortcut.search' },
  { keys: 'Esc', description: 'shortcut.close-search' },
];
