/**
 * Values a widget saves, split as the platform's console splits them: the REST API refuses a null value, so a key
 * saved as null (or undefined) is deleted instead of written.
 */
export function splitClearedKeys(values: Record<string, unknown>): {
  written: Record<string, unknown>;
  cleared: string[];
} {
  const written: Record<string, unknown> = {};
  const cleared: string[] = [];
  for (const [key, value] of Object.entries(values)) {
    if (value === null || value === undefined) cleared.push(key);
    else written[key] = value;
  }
  return { written, cleared };
}
