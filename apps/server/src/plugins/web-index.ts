import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import { resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/** The home carousel's first banner, as /api/bannerList (type 2) answers it. */
export interface FirstBanner {
  src: string;
  link: string;
}

/** How long the first banner is kept between two looks at the database. */
export const BANNER_TTL_MS = 30_000;

/** Only what the page's policy (img-src 'self' https:) lets it load: our paths and https addresses. */
const loadable = (src: string) =>
  (src.startsWith('/') && !src.startsWith('//')) || src.startsWith('https://');

const attr = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * The built page with the first banner named in its head: the browser fetches that picture (home's
 * largest) while the scripts load, and home draws it before /api/bannerList answers
 * (apps/web/src/features/home/components/banner-carousel.tsx reads `data-home-banner`).
 */
export function withFirstBanner(html: string, banner: FirstBanner | null): string {
  if (!banner || !loadable(banner.src) || !html.includes('</head>')) return html;
  const tag =
    `<link rel="preload" as="image" fetchpriority="high" href="${attr(banner.src)}" ` +
    `data-home-banner data-link="${attr(banner.link)}" />`;
  return html.replace('</head>', `  ${tag}\n  </head>`);
}

interface Rendered {
  source: string;
  banner: string;
  etag: string;
  bodies: { br: Buffer; gzip: Buffer; identity: Buffer };
}

function render(html: string, banner: FirstBanner | null): Rendered {
  const page = Buffer.from(withFirstBanner(html, banner));
  return {
    source: html,
    banner: JSON.stringify(banner),
    etag: `"${createHash('sha1').update(page).digest('base64url')}"`,
    bodies: {
      br: brotliCompressSync(page, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
      gzip: gzipSync(page, { level: 9 }),
      identity: page,
    },
  };
}

function encodingFor(request: FastifyRequest): keyof Rendered['bodies'] {
  const accepted = String(request.headers['accept-encoding'] ?? '');
  if (/\bbr\b/.test(accepted)) return 'br';
  if (/\bgzip\b/.test(accepted)) return 'gzip';
  return 'identity';
}

/**
 * GET / for the player site: its index.html (read again when the build changes) with the first
 * banner named in it. The banner is asked for at most every BANNER_TTL_MS; the page (about 2 KB)
 * is compressed once per build and banner, not per request. Headers as for the other built files:
 * no-cache (the page names the current build), Vary: Accept-Encoding, an ETag for revalidation.
 */
export function registerIndexPage(
  app: FastifyInstance,
  root: string,
  firstBanner: () => Promise<FirstBanner | null>,
): void {
  const file = resolve(root, 'index.html');
  let page: { mtimeMs: number; html: string } | undefined;
  let banner: { at: number; value: FirstBanner | null } | undefined;
  let rendered: Rendered | undefined;

  const currentBanner = async () => {
    if (banner && Date.now() - banner.at < BANNER_TTL_MS) return banner.value;
    let value: FirstBanner | null = null;
    try {
      value = await firstBanner();
    } catch (error) {
      // The page is sent without the hint: home then waits for /api/bannerList as before.
      app.log.warn({ err: error }, 'first banner for index.html not read');
    }
    banner = { at: Date.now(), value };
    return value;
  };

  app.get('/', { schema: { hide: true } }, async (request, reply) => {
    const { mtimeMs } = await stat(file);
    if (page?.mtimeMs !== mtimeMs) page = { mtimeMs, html: await readFile(file, 'utf8') };
    const value = await currentBanner();
    if (rendered?.source !== page.html || rendered.banner !== JSON.stringify(value)) {
      rendered = render(page.html, value);
    }
    reply
      .header('cache-control', 'no-cache')
      .header('vary', 'accept-encoding')
      .header('etag', rendered.etag)
      .type('text/html; charset=utf-8');
    if (request.headers['if-none-match'] === rendered.etag) return reply.code(304).send();
    const encoding = encodingFor(request);
    if (encoding !== 'identity') reply.header('content-encoding', encoding);
    return reply.send(rendered.bodies[encoding]);
  });
}
