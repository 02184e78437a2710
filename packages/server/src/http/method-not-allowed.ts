import type { FastifyInstance } from 'fastify';

interface KnownRoute {
  methods: string[];
  pattern: RegExp;
}

function toPattern(url: string): RegExp {
  const escaped = url
    .split('/')
    .map((segment) => {
      if (segment.startsWith(':')) return '[^/]+';
      if (segment === '*') return '.*';
      return segment.replace(/[.+?^${}()|[\]\\]/g, '\\$&');
    })
    .join('/');
  return new RegExp(`^${escaped}/?$`);
}

/**
 * Remembers every route as it is registered, so that a request for a known path with a method it does not take can
 * be told apart from an unknown path: Spring answers the first with 405 (errorCode 31), the second with 404.
 * Must be installed before the routes are registered.
 */
export function trackRoutes(app: FastifyInstance): (method: string, path: string) => boolean {
  const routes: KnownRoute[] = [];
  app.addHook('onRoute', (route) => {
    const methods = (Array.isArray(route.method) ? route.method : [route.method]).map((m) => m.toUpperCase());
    routes.push({ methods, pattern: toPattern(route.url) });
  });
  return (method, path) =>
    routes.some((route) => route.pattern.test(path) && !route.methods.includes(method.toUpperCase()));
}
