import { sanitizeHtml } from '../../sanitize-html';
import type { MarkerData } from './map-data';

/**
 * A label or tooltip pattern with an entity's data filled in: `${name}` prints the value as it is, `${name:n}` prints
 * a number with n decimals. Unknown names print nothing, as in the platform.
 */
export function fillDataPattern(pattern: string, data: MarkerData): string {
  return pattern.replace(/\$\{([^}:]+)(?::(\d+))?\}/g, (_text, name: string, decimals?: string) => {
    const value = data[name];
    if (value === undefined || value === null) return '';
    if (decimals !== undefined && typeof value === 'number') return value.toFixed(Number(decimals));
    return String(value);
  });
}

/**
 * The pattern's action tags as elements that can be clicked, and everything sanitised: `<link-act name='X'>` becomes a
 * link and `<button-act name='X'>` a button, each naming its action in `data-action-name`.
 */
export function actionHtml(html: string): string {
  const converted = html
    .replace(
      /<link-act\s+name\s*=\s*(['"])(.*?)\1\s*>/gi,
      (_text, _quote, name: string) => `<a href="#" data-action-name="${escapeAttribute(name)}">`,
    )
    .replace(/<\/link-act\s*>/gi, '</a>')
    .replace(
      /<button-act\s+name\s*=\s*(['"])(.*?)\1\s*>/gi,
      (_text, _quote, name: string) => `<button type="button" data-action-name="${escapeAttribute(name)}">`,
    )
    .replace(/<\/button-act\s*>/gi, '</button>');
  return sanitizeHtml(converted);
}

function escapeAttribute(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

/** The name of the tooltip action a click inside a tooltip was on, if any. */
export function clickedActionName(target: EventTarget | null): string | null {
  const element = target instanceof Element ? target.closest('[data-action-name]') : null;
  return element?.getAttribute('data-action-name') ?? null;
}
