/**
 * Readers for the settings external nodes share, lenient as every node's reader: a stored chain may hold anything,
 * and a value of the wrong type counts as absent.
 */
export const numberOf = (value: unknown, fallback: number): number => {
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  if (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value))) return Number(value);
  return fallback;
};

/** An object of text values; other values are given as their JSON text, missing or null ones are left out. */
export const textRecordOf = (value: unknown): Record<string, string> => {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return {};
  const result: Record<string, string> = {};
  for (const [key, entry] of Object.entries(value)) {
    if (entry === null || entry === undefined) continue;
    result[key] = typeof entry === 'string' ? entry : JSON.stringify(entry);
  }
  return result;
};

export const objectOf = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};

/** Text that is set: a non-empty string, else undefined. */
export const presentText = (value: unknown): string | undefined =>
  typeof value === 'string' && value !== '' ? value : undefined;
