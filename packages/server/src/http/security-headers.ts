import fastifyHelmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/**
 * The console is a built single-page app: its scripts are files of its own origin and none is inline, so scripts
 * are 'self' only, plus 'wasm-unsafe-eval': a dashboard runs its users' functions in a script sandbox compiled to
 * WebAssembly, which the browser may only instantiate with it. It allows compiling WebAssembly, not JavaScript
 * `eval` or `new Function`. Images may come from any https origin: map widgets load their tiles from the tile
 * provider a dashboard names (OpenStreetMap, Esri, CartoDB or a custom tile URL), and an image cannot run code.
 * Styles need 'unsafe-inline': the page carries a loading spinner's inline style, and MUI
 * (emotion) and the code editors inject style tags at run time; a nonce would mean templating every served page
 * and threading it into emotion's cache, for styles, which cannot run code. The telemetry WebSocket needs ws:/wss:.
 * Swagger UI at /swagger-ui loads its scripts as files too, and lives with the same policy.
 */
const DIRECTIVES: Record<string, string> = {
  'default-src': "'self'",
  'base-uri': "'self'",
  'object-src': "'none'",
  'script-src': "'self' 'wasm-unsafe-eval'",
  'script-src-attr': "'none'",
  'style-src': "'self' 'unsafe-inline'",
  'img-src': "'self' data: blob: https:",
  'font-src': "'self' data:",
  'connect-src': "'self' ws: wss:",
  'worker-src': "'self' blob:",
  'form-action': "'self'",
};

function policy(frameAncestors: string): string {
  const directives = { ...DIRECTIVES, 'frame-ancestors': frameAncestors };
  return Object.entries(directives)
    .map(([name, value]) => `${name} ${value}`)
    .join('; ');
}

const SAME_ORIGIN_POLICY = policy("'self'");
/** A public dashboard may be embedded in any site's iframe, as the platform allows. */
const EMBEDDABLE_POLICY = policy('*');

/**
 * The document custom widgets run in (decision 046), framed with `sandbox="allow-scripts"` and so of an opaque origin.
 * It compiles the widget's script as the platform does ('unsafe-eval') from an inline bootstrap, and has no network at
 * all: `default-src 'none'` refuses fetches, sockets and any script, style or image from a URL. `sandbox` keeps its
 * origin opaque also where it is opened on its own or framed without the attribute, so its scripts can never act as
 * the console's origin (whose storage holds the user's tokens).
 */
const WIDGET_SANDBOX_POLICY = [
  "default-src 'none'",
  "script-src 'unsafe-inline' 'unsafe-eval'",
  "style-src 'unsafe-inline'",
  'img-src data: blob:',
  'font-src data:',
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'self'",
  'sandbox allow-scripts',
].join('; ');

const WIDGET_SANDBOX_PATH = '/widget-sandbox.html';

// the camera for the photo camera input widget, on the console's own pages only (never a framing site)
const PERMISSIONS_POLICY = 'camera=(self), microphone=(), payment=(), usb=(), geolocation=(self)';

/** `/dashboard/{id}?publicId=…`: the only page another site may frame. */
function isPublicDashboard(url: string): boolean {
  const [pathname = '', query = ''] = url.split('?');
  return /^\/dashboard\/[^/]+\/?$/.test(pathname) && new URLSearchParams(query).has('publicId');
}

/** Answers that carry JWT pairs or credentials must never be kept by a browser or a proxy. */
function carriesTokens(url: string): boolean {
  const pathname = url.split('?')[0] ?? '';
  return /^\/api\/(auth|noauth)\//.test(pathname) || /^\/api\/user\/[^/]+\/token$/.test(pathname);
}

/**
 * Security headers on every answer: helmet's set (nosniff, frame options, referrer policy, cross-origin
 * policies), a content security policy of our own, a permissions policy, and no-store on token answers.
 * HSTS is left to the TLS terminator in front of the server: this server speaks plain HTTP.
 */
export async function installSecurityHeaders(app: FastifyInstance): Promise<void> {
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: false,
    strictTransportSecurity: false,
    frameguard: { action: 'sameorigin' },
  });
  app.addHook('onRequest', async (request, reply) => {
    if (request.url.split('?')[0] === WIDGET_SANDBOX_PATH) {
      reply.header('content-security-policy', WIDGET_SANDBOX_POLICY);
    } else if (request.method === 'GET' && isPublicDashboard(request.url)) {
      reply.removeHeader('x-frame-options');
      reply.header('content-security-policy', EMBEDDABLE_POLICY);
    } else {
      reply.header('content-security-policy', SAME_ORIGIN_POLICY);
    }
    reply.header('permissions-policy', PERMISSIONS_POLICY);
    if (carriesTokens(request.url)) reply.header('cache-control', 'no-store');
  });
}
