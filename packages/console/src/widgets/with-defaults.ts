type Plain = Record<string, unknown>;

const isPlain = (value: unknown): value is Plain =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A saved settings object with every missing default filled in, nested objects included. Keys the defaults do not
 * know are kept. A null stays null only where the default is null too (there it means "none" or "automatic");
 * elsewhere the platform's settings code reads null as "not set" and so does this.
 */
export function withDefaults<T extends object>(defaults: T, saved: unknown): T {
  const result: Plain = isPlain(saved) ? { ...saved } : {};
  for (const [key, fallback] of Object.entries(defaults)) {
    const value = result[key];
    if (isPlain(fallback)) result[key] = withDefaults(fallback, value);
    else if (value === undefined || (value === null && fallback !== null)) result[key] = fallback;
  }
  return result as T;
}
