import type { FastifyInstance } from 'fastify';
import { exceedsJsonDepth, JSON_TOO_DEEP_MESSAGE } from '../common/json-depth.js';
import { badRequest } from './errors.js';
import { containsNulEscape, NUL_ESCAPE_MESSAGE } from './nul-characters.js';
import { isOversized } from './oversized-body.js';

/** Entity saves, settings, queries and device messages: far larger than any real one. */
export const DEFAULT_BODY_LIMIT = 1024 * 1024;
/** Documents users import and edit as a whole: dashboards reach several megabytes, imports carry whole files. */
export const DOCUMENT_BODY_LIMIT = 16 * 1024 * 1024;

const DOCUMENT_ROUTES = [
  /^\/api\/dashboard\b/,
  /^\/api\/widgetType\b/,
  /^\/api\/widgetsBundle\b/,
  /^\/api\/ruleChain\b/,
  /^\/api\/resource\b/,
  /^\/api\/plugins\/telemetry\//,
  /\/bulk_import$/,
];

/** A route's body limit by family; multipart uploads (OTA packages) stream past it under their own limits. */
export function bodyLimitFor(url: string): number {
  return DOCUMENT_ROUTES.some((pattern) => pattern.test(url)) ? DOCUMENT_BODY_LIMIT : DEFAULT_BODY_LIMIT;
}

/**
 * JSON bodies are refused with 400 when they nest deeper than the limit, before they are parsed: anything that
 * later copies, validates or writes back such a body recurses once per level and overflows the stack. The text is
 * otherwise parsed by Fastify's own parser (prototype poisoning refused). Registered before the routes, since the
 * body limit is set on each route as it is added.
 */
export function installJsonBody(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    route.bodyLimit ??= bodyLimitFor(route.url);
  });
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    // the body was cut at its route's limit: there is nothing to parse, the route answers its own 400
    if (isOversized(request)) {
      done(null, {});
      return;
    }
    if (exceedsJsonDepth(body as string)) {
      done(badRequest(`JSON parse error: ${JSON_TOO_DEEP_MESSAGE}`), undefined);
      return;
    }
    // PostgreSQL cannot store a NUL character in text: refused here rather than failing the write with a 500.
    if (containsNulEscape(body as string)) {
      done(badRequest(NUL_ESCAPE_MESSAGE), undefined);
      return;
    }
    parse(request, body as string, done);
  });
}
