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
 * Run in the page's head: turns the banner named there into a preload on home only. Elsewhere (a
 * reload of /#/wallet) the picture is not shown, and its bytes would compete with the screen's
 * scripts. The server cannot tell: the route is in the address's hash, which it never sees.
 * Its route is the hash up to `?`, read as apps/web/src/app/route-prefetch.ts reads it (this runs
 * before the site's script, so it cannot share that code): change both together.
 */
export const HOME_BANNER_SCRIPT =
  "(function(){var m=document.querySelector('meta[name=home-banner]');" +
  "var p=location.hash.replace(/^#/,'').split('?')[0];if(!m||(p&&p!=='/'))return;" +
  "var l=document.createElement('link');l.rel='preload';l.as='image';l.fetchPriority='high';" +
  'l.href=m.content;document.head.appendChild(l)})()';

/** The script's CSP source: the site's policy lets this one inline script run, and no other. */
const scriptDigest = createHash('sha256').update(HOME_BANNER_SCRIPT).digest('base64');
export const HOME_BANNER_SCRIPT_SOURCE = `'sha256-${scriptDigest}'`;

/**
 * The built page with the first banner named first in its head: on home the browser fetches that
 * picture (home's largest) while the scripts load, and home draws it before /api/bannerList answers
 * (apps/web/src/features/home/components/banner-carousel.tsx reads the `home-banner` meta).
 */
export function withFirstBanner(html: string, banner: FirstBanner | null): string {
  // First in the head (after its charset, if named): a script after a style sheet waits for it.
  const head = /<meta charset[^>]*>/i.exec(html) ?? /<head(\s[^>]*)?>/i.exec(html);
  if (!banner || !loadable(banner.src) || !head) return html;
  const tags =
    `<meta name="home-banner" content="${attr(banner.src)}" data-link="${attr(banner.link)}" />\n` +
    `  <script>${HOME_BANNER_SCRIPT}</script>`;
  const at = head.index + head[0].length;
  return `${html.slice(0, at)}\n  ${tags}${html.slice(at)}`;
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
