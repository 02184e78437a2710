import type { CSSProperties } from 'react';

/**
 * A style object a user's function returned (`{'background-color': 'red'}` or `{backgroundColor: 'red'}`) as React
 * reads it; anything but an object of strings and numbers gives no style.
 */
export function userStyle(value: unknown): CSSProperties | undefined {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
  const style: Record<string, string | number> = {};
  for (const [name, css] of Object.entries(value)) {
    if (typeof css !== 'string' && typeof css !== 'number') continue;
    const property = name.startsWith('--')
      ? name
      : name.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());
    style[property] = css;
  }
  return style;
}
