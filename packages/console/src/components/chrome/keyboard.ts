/** True when a key press goes to a text input, where single-key shortcuts must not fire. */
export function isTypingInField(event: KeyboardEvent): boolean {
  const target = event.target as HTMLElement | null;
  return Boolean(target && (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName)));
}
