/**
 * The deepest nesting of objects and arrays any JSON body, device payload or stored configuration may have.
 * Real documents nest far less (the platform's own dashboards reach 13 levels); a body nested thousands of levels
 * deep would otherwise overflow the stack wherever it is parsed, copied or written back out.
 */
export const MAX_JSON_DEPTH = 64;

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_BRACE = 0x7b;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACE = 0x7d;
const CLOSE_BRACKET = 0x5d;

/**
 * Whether the brackets of a JSON text, outside strings, nest deeper than `max`. One linear pass without
 * allocation, so it is safe to run on any text before parsing it; it does not check that the text is JSON.
 */
export function exceedsJsonDepth(text: string, max = MAX_JSON_DEPTH): boolean {
  // Every level opens with a character of its own: a text no longer than the limit cannot pass it (most device
  // messages), and is not scanned.
  if (text.length <= max) return false;
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === BACKSLASH) i++;
      else if (c === QUOTE) inString = false;
    } else if (c === QUOTE) {
      inString = true;
    } else if (c === OPEN_BRACE || c === OPEN_BRACKET) {
      if (++depth > max) return true;
    } else if (c === CLOSE_BRACE || c === CLOSE_BRACKET) {
      depth--;
    }
  }
  return false;
}

/** The message every refused too-deep document carries. */
export const JSON_TOO_DEEP_MESSAGE = `JSON nesting depth exceeds the limit of ${MAX_JSON_DEPTH} levels`;
