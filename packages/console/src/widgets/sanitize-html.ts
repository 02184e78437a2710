import DOMPurify from 'dompurify';

/**
 * HTML a user saved in a widget's settings (card templates, cell content functions, tooltips) as it may be put in
 * the page: scripts, inline event handlers and `javascript:` links removed; markup, classes, ids and inline styles
 * kept so the user's CSS still applies. Only widget components import this, so the sanitiser loads with them.
 */
export function sanitizeHtml(html: string): string {
  return DOMPurify.sanitize(html);
}
