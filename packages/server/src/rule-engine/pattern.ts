import type { TbMsg } from './message.js';

const DATA_PLACEHOLDER = /\$\[([^\]]*)\]/g;

function dataObject(data: string): Record<string, unknown> | null {
  try {
    const parsed: unknown = JSON.parse(data);
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)
      ? (parsed as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

/** The scalar at a dotted path of the data, as text; objects, arrays and missing paths give nothing. */
function scalarAt(data: Record<string, unknown>, path: string): string | undefined {
  let current: unknown = data;
  for (const part of path.split('.')) {
    if (typeof current !== 'object' || current === null || Array.isArray(current)) return undefined;
    current = (current as Record<string, unknown>)[part];
  }
  if (current === null) return 'null';
  if (typeof current === 'string') return current;
  if (typeof current === 'number' || typeof current === 'boolean') return String(current);
  return undefined;
}

/**
 * Fills a node's text template from a message: `${key}` with the metadata value of that key, then, when the data
 * is a JSON object, `$[a.b.c]` with the scalar at that path of the data. Placeholders nothing matches stay as they
 * are.
 */
export function processPattern(pattern: string, msg: Pick<TbMsg, 'metadata' | 'data'>): string {
  let result = pattern;
  for (const [key, value] of Object.entries(msg.metadata)) result = result.split(`\${${key}}`).join(value);
  if (!result.includes('$[')) return result;
  const data = dataObject(msg.data);
  if (!data) return result;
  return result.replace(DATA_PLACEHOLDER, (placeholder, path: string) => scalarAt(data, path) ?? placeholder);
}
