/** Chip separators of the key list editor: Enter, comma and semicolon. */
export const KEY_SEPARATORS = /[,;]/;

/** Adds the typed keys: trimmed, empty ones and duplicates ignored. */
export function addKeys(keys: readonly string[], typed: string): string[] {
  const next = [...keys];
  for (const part of typed.split(KEY_SEPARATORS)) {
    const key = part.trim();
    if (key && !next.includes(key)) next.push(key);
  }
  return next;
}
