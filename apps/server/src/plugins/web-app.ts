import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';

const DEFAULT_DIST = fileURLToPath(new URL('../../../web/dist', import.meta.url));
const DEFAULT_ADMIN_DIST = fileURLToPath(new URL('../../../admin/dist', import.meta.url));

/** Serves the built player site at / on the API's port; hash routing means one index.html. */
export async function registerWebApp(app: FastifyInstance, dist = DEFAULT_DIST): Promise<void> {
  const root = resolve(dist);
  if (!existsSync(resolve(root, 'index.html'))) {
    app.log.warn({ root }, 'web build not found; run `npm run build` to serve the player site');
    return;
  }
  // Files are looked up per request, so a rebuild is served without a restart.
  await app.register(fastifyStatic, {
    root,
    prefix: '/',
    wildcard: true,
    index: 'index.html',
    // Hashed assets never change; the page that names them must be re-read after every deploy.
    setHeaders: (res, path) => {
      res.setHeader(
        'cache-control',
        path.endsWith('.html')
          ? 'no-cache'
          : path.includes('/assets/')
            ? 'public, max-age=31536000, immutable'
            : 'public, max-age=3600',
      );
    },
  });
}

/**
 * Serves the built back office at /admin/ (hash routing: one index.html). Its API is /admin/api,
 * registered before this, so the static files never shadow it.
 */
export async function registerAdminApp(app: FastifyInstance, dist = DEFAULT_ADMIN_DIST): Promise<void> {
  const root = resolve(dist);
  if (!existsSync(resolve(root, 'index.html'))) {
    app.log.warn({ root }, 'back-office build not found; run `npm run build` to serve /admin/');
    return;
  }
  await app.register(async (scope) => {
    await scope.register(fastifyStatic, {
      root,
      prefix: '/admin/',
      // Looked up per request, like the player site: a rebuild is served without a restart.
      wildcard: true,
      index: 'index.html',
      decorateReply: false,
      setHeaders: (res, path) => {
        res.setHeader(
          'cache-control',
          path.endsWith('.html') ? 'no-cache' : 'public, max-age=31536000, immutable',
        );
      },
    });
  });
  app.get('/admin', { schema: { hide: true } }, async (_request, reply) => reply.redirect('/admin/'));
}
