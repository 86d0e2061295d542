import type { FastifyInstance, RouteOptions } from 'fastify';
import helmet from '@fastify/helmet';
import type { Config } from '../config.js';
import { HOME_BANNER_SCRIPT_SOURCE } from './web-index.js';

type Directives = Record<string, string[]>;

const SELF = "'self'";
const NONE = "'none'";

/**
 * Every page: scripts only from files of its own origin (no inline script, no handler attributes,
 * no eval), no plugins, no <base> redirection, forms post to the origin only.
 */
const PAGE: Directives = {
  'default-src': [SELF],
  'script-src': [SELF],
  'script-src-attr': [NONE],
  'object-src': [NONE],
  'base-uri': [SELF],
  'form-action': [SELF],
  'connect-src': [SELF],
  'font-src': [SELF, 'data:'],
  'style-src': [SELF],
  'img-src': [SELF, 'data:'],
  'frame-src': [NONE],
  'frame-ancestors': [NONE],
};

/** The per-surface policies. */
export const CSP = {
  /**
   * The player site: images also from operators' https addresses (banners, badges) and blob: (the
   * avatar preview before upload); games, live chat and agent pages are frames from other origins
   * (http: too, for a staging site and its provider without TLS; a site served over TLS has such
   * frames refused by the browser as mixed content anyway); framed by itself only.
   */
  site: {
    ...PAGE,
    // Besides its files, the one script of its head that preloads home's banner (web-index.ts).
    'script-src': [SELF, HOME_BANNER_SCRIPT_SOURCE],
    'img-src': [SELF, 'data:', 'blob:', 'https:'],
    'frame-src': [SELF, 'https:', 'http:'],
    'frame-ancestors': [SELF],
    // Operators' rich text keeps a few style declarations (colour, alignment, size, weight: the
    // shared RICH_HTML_POLICY, no url() and nothing else); the page lets those style attributes apply.
    // Style elements and style sheets stay the site's own files, and no script may be inline.
    'style-src-attr': ["'unsafe-inline'"],
  },
  /**
   * The back office: antd writes its component styles into <style> elements at run time (CSS-in-JS),
   * so styles, never scripts, may be inline; images from data: (the TOTP QR code), blob: (a picture
   * before upload) and https: (banners by address); never framed.
   */
  admin: {
    ...PAGE,
    'style-src': [SELF, "'unsafe-inline'"],
    'img-src': [SELF, 'data:', 'blob:', 'https:'],
  },
  /**
   * The agent console (/agent/): a built app like the site, framed by the site (its 代理登录 page)
   * and opened on its own; images its own and data: (the captcha, the QR codes and the poster it
   * draws); it frames nothing.
   */
  agent: {
    ...PAGE,
    'frame-ancestors': [SELF],
  },
  /** The site's own framed page (/support): shown inside the player site only. */
  framed: {
    ...PAGE,
    'frame-ancestors': [SELF],
  },
  /** The OpenAPI viewer at /api/docs: its scripts are files; Swagger UI sets inline styles. */
  docs: {
    ...PAGE,
    'style-src': [SELF, "'unsafe-inline'"],
  },
  /** Everything else (JSON, uploads, health): nothing in it may run or be framed, even opened as a page. */
  answers: {
    'default-src': [NONE],
    'base-uri': [NONE],
    'form-action': [NONE],
    'frame-ancestors': [NONE],
  },
} satisfies Record<string, Directives>;

type Surface = keyof typeof CSP | 'thirdParty';

/**
 * Which policy a route's answers get, from its URL as registered. The demo provider and the sandbox
 * gateway, when mounted here for the one-command demo, are third parties: their pages send their own
 * policy and framing rule (the game page is framed by the site, the pay page by nobody).
 */
function surfaceOf(url: string): Surface {
  if (url === '/*' || url === '/') return 'site';
  if (url.startsWith('/demo-provider/') || url.startsWith('/sandbox/')) return 'thirdParty';
  if (url.startsWith('/admin/') && !url.startsWith('/admin/api/')) return 'admin';
  if (url === '/agent' || (url.startsWith('/agent/') && !url.startsWith('/agent/api/'))) return 'agent';
  if (url === '/support') return 'framed';
  if (url === '/api/docs' || url.startsWith('/api/docs/')) return 'docs';
  return 'answers';
}

const framedBySelf = (policy: Directives) => policy['frame-ancestors']?.includes(SELF) === true;

/** A year, subdomains included; sent only on answers that went out over TLS. */
const HSTS = 'max-age=31536000; includeSubDomains';

/** JSON API routes skip helmet: the balance poll's throughput (see bench/README.md). */
const isJsonApi = (url: string) => url.startsWith('/api/') && !url.startsWith('/api/docs');

/**
 * Security headers for every answer. Pages (player site, back office, agent console, /support, the API
 * viewer) get helmet with their surface's Content-Security-Policy; JSON API answers get nosniff
 * and no-store without helmet's per-request cost. Strict-Transport-Security goes out only on requests
 * that came over TLS to the trusted proxy in front (TRUST_PROXY set, X-Forwarded-Proto: https);
 * never on plain HTTP.
 */
export async function registerSecurityHeaders(app: FastifyInstance, config: Config): Promise<void> {
  // Decided once per route, before helmet's own onRoute hook reads `route.helmet`.
  app.addHook('onRoute', (route: RouteOptions & { helmet?: unknown }) => {
    // Player, operator and agent data is never kept by a browser or a shared cache.
    if (isJsonApi(route.url) || route.url.startsWith('/admin/api/') || route.url.startsWith('/agent/api/')) {
      const previous = route.onSend ? [route.onSend].flat() : [];
      route.onSend = [
        ...previous,
        async (_request, reply) => {
          reply.header('x-content-type-options', 'nosniff').header('cache-control', 'no-store');
        },
      ];
    }
    if (isJsonApi(route.url)) {
      route.helmet = false;
      return;
    }
    const surface = surfaceOf(route.url);
    route.helmet =
      surface === 'thirdParty'
        ? { contentSecurityPolicy: false, xFrameOptions: false }
        : {
            contentSecurityPolicy: { useDefaults: false, directives: CSP[surface] },
            // frame-ancestors says the same to current browsers; this is for older ones.
            xFrameOptions: { action: framedBySelf(CSP[surface]) ? 'sameorigin' : 'deny' },
          };
  });
  // This server speaks plain HTTP; TLS ends at the proxy, which says so in X-Forwarded-Proto.
  if (config.TRUST_PROXY !== 'off') {
    app.addHook('onRequest', (request, reply, done) => {
      if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
      done();
    });
  }
  await app.register(helmet, {
    // Routes outside the route table (404s) get the strictest policy.
    contentSecurityPolicy: { useDefaults: false, directives: CSP.answers },
    xFrameOptions: { action: 'deny' },
    // Decided per request above, by the protocol the request really came over.
    strictTransportSecurity: false,
    crossOriginEmbedderPolicy: false,
  });
}
