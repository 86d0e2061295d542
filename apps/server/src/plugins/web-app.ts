import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import fastifyStatic, { type FastifyStaticOptions } from '@fastify/static';
import { registerIndexPage } from './web-index.js';

const DEFAULT_DIST = fileURLToPath(new URL('../../../web/dist', import.meta.url));
const DEFAULT_ADMIN_DIST = fileURLToPath(new URL('../../../admin/dist', import.meta.url));
const DEFAULT_AGENT_DIST = fileURLToPath(new URL('../../../agent/dist', import.meta.url));

/** Vite's output names: `assets/<name>-<hash>.<ext>`; such a file never changes under its name. */
const HASHED_ASSET = /[\\/]assets[\\/][^\\/]+-[\w-]{8,}\.\w+$/;
/** Files that name the current build: re-checked on every use, or a deploy would never be seen. */
const ENTRY_FILES = /(\.html|\.webmanifest|[\\/]sw\.js)$/;

const IMMUTABLE = 'public, max-age=31536000, immutable';

/** What a built file may be cached for, by its path on disk (a `.br`/`.gz` twin counts as the original). */
function cacheControlFor(path: string): string {
  const file = path.replace(/\.(br|gz)$/, '');
  if (ENTRY_FILES.test(file)) return 'no-cache';
  if (HASHED_ASSET.test(file)) return IMMUTABLE;
  // Pictures and other files kept under their own names (public/): an hour, then asked again.
  return 'public, max-age=3600';
}

/**
 * The options both built sites share: the build's `.br`/`.gz` twins sent to browsers that accept
 * them (no compression work per request), and our own Cache-Control. @fastify/static copies the
 * headers of `send` over whatever setHeaders wrote, and `send` writes `max-age=0` unless its own
 * cache control is off; so it is off, and setHeaders is the only writer.
 */
function builtSite(root: string, prefix: string): FastifyStaticOptions {
  return {
    root,
    prefix,
    // Files are looked up per request, so a rebuild is served without a restart.
    wildcard: true,
    // An array: with preCompressed, @fastify/static finds the page of `/` only in a list.
    index: ['index.html'],
    preCompressed: true,
    cacheControl: false,
    setHeaders: (res, path) => {
      res.setHeader('cache-control', cacheControlFor(path));
      // The same URL is answered as br, gzip or plain: shared caches must keep them apart.
      res.setHeader('vary', 'accept-encoding');
    },
  };
}

/** Home's carousel (spec 000 §9: banner type 2). */
const HOME_BANNER_TYPE = 2;

/**
 * Serves the built player site at / on the API's port; hash routing means one index.html. `/`
 * itself is the page with home's first banner named in it (web-index.ts); the rest are the files.
 */
export async function registerWebApp(app: FastifyInstance, dist = DEFAULT_DIST): Promise<void> {
  const root = resolve(dist);
  if (!existsSync(resolve(root, 'index.html'))) {
    app.log.warn({ root }, 'web build not found; run `npm run build` to serve the player site');
    return;
  }
  registerIndexPage(app, root, async () => {
    const [first] = await app.services.site.banners(HOME_BANNER_TYPE);
    return first ? { src: first.src, link: first.link ?? '' } : null;
  });
  await app.register(fastifyStatic, builtSite(root, '/'));
}

/**
 * A console built with Vite under `prefix` (hash routing: one index.html), in a scope of its own so
 * it can sit beside the player site's static files. Its API (`<prefix>api/`) is registered before
 * this, so the files never shadow it; the bare path redirects to the console's page.
 */
async function registerConsoleApp(
  app: FastifyInstance,
  root: string,
  prefix: '/admin/' | '/agent/',
): Promise<void> {
  await app.register(async (scope) => {
    await scope.register(fastifyStatic, { ...builtSite(root, prefix), decorateReply: false });
  });
  const bare = prefix.slice(0, -1);
  app.get(bare, { schema: { hide: true } }, async (_request, reply) => reply.redirect(prefix));
}

/** Serves the built back office at /admin/. */
export async function registerAdminApp(app: FastifyInstance, dist = DEFAULT_ADMIN_DIST): Promise<void> {
  const root = resolve(dist);
  if (!existsSync(resolve(root, 'index.html'))) {
    app.log.warn({ root }, 'back-office build not found; run `npm run build` to serve /admin/');
    return;
  }
  await registerConsoleApp(app, root, '/admin/');
}

/**
 * Serves the built agent console at /agent/: the address getAgentLoginUrl gives by default, which
 * the player site frames at /#/gamePage?dailiD=1.
 */
export async function registerAgentApp(app: FastifyInstance, dist = DEFAULT_AGENT_DIST): Promise<void> {
  const root = resolve(dist);
  if (!existsSync(resolve(root, 'index.html'))) {
    app.log.warn({ root }, 'agent console build not found; run `npm run build` to serve /agent/');
    return;
  }
  await registerConsoleApp(app, root, '/agent/');
}
