import { marked } from 'marked';
import { sanitizeHtml } from '../../sanitize-html';

/**
 * The card's markdown (which may hold HTML, as the platform allows) as HTML that may be put in the page: GitHub
 * flavoured markdown with line breaks kept, then sanitised, so no script or event handler of the text runs.
 */
export function markdownHtml(markdown: string): string {
  return sanitizeHtml(marked.parse(markdown, { async: false, gfm: true, breaks: true }));
}
