/**
 * Readers of a stored node configuration. A stored chain may hold anything (an older export, a hand-edited import),
 * so a node reads its settings leniently: a value of the wrong type counts as absent.
 */
export const stringOf = (value: unknown, fallback = ''): string => (typeof value === 'string' ? value : fallback);

export const booleanOf = (value: unknown, fallback: boolean): boolean =>
  typeof value === 'boolean' ? value : value === 'true' ? true : value === 'false' ? false : fallback;

export const stringListOf = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
