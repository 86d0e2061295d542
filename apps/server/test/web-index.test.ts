import { createHash } from 'node:crypto';
import { mkdtempSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { seedDemo } from '../src/seeds/seed.js';
import {
  BANNER_TTL_MS,
  HOME_BANNER_SCRIPT,
  HOME_BANNER_SCRIPT_SOURCE,
  registerIndexPage,
  withFirstBanner,
  type FirstBanner,
} from '../src/plugins/web-index.js';
import { useTestApp } from './helpers.js';

/**
 * The player site's page names home's first banner in its head (a meta the carousel also reads,
 * turned into a preload on home by the one inline script), so the largest picture of home loads
 * with the scripts instead of after /api/bannerList.
 */

const PAGE =
  '<!doctype html><html><head><title>金沙娱乐</title>\n  <link rel="stylesheet" href="./assets/index.css">' +
  '\n  </head><body><div id="root"></div></body></html>';

function builtSite(html = PAGE): string {
  const dir = mkdtempSync(join(tmpdir(), 'web-index-'));
  writeFileSync(join(dir, 'index.html'), html);
  return dir;
}

const hint = (html: string) => /<meta name="home-banner"[^>]*>/.exec(html)?.[0];

describe('withFirstBanner', () => {
  it('names the banner and its link first in the head, then the script that preloads it on home', () => {
    const html = withFirstBanner(PAGE, { src: '/img/banner-1.svg', link: '/discount' });
    expect(hint(html)).toBe('<meta name="home-banner" content="/img/banner-1.svg" data-link="/discount" />');
    const script = html.indexOf(`<script>${HOME_BANNER_SCRIPT}</script>`);
    expect(html.indexOf('name="home-banner"')).toBeLessThan(script);
    // Before the style sheet: a script after one waits for it.
    expect(html.indexOf('<head>')).toBeLessThan(html.indexOf('name="home-banner"'));
    expect(script).toBeLessThan(html.indexOf('<link rel="stylesheet"'));
  });

  it('lets exactly that script run under the page policy', () => {
    const digest = createHash('sha256').update(HOME_BANNER_SCRIPT).digest('base64');
    expect(HOME_BANNER_SCRIPT_SOURCE).toBe(`'sha256-${digest}'`);
  });

  it('escapes what an operator typed', () => {
    const html = withFirstBanner(PAGE, { src: '/uploads/a".svg', link: 'https://x.cn/?a=1&b="><script>' });
    expect(hint(html)).toContain('content="/uploads/a&quot;.svg"');
    expect(hint(html)).toContain('data-link="https://x.cn/?a=1&amp;b=&quot;&gt;&lt;script&gt;"');
    // The only script is the page's own.
    expect(html.match(/<script/g)).toHaveLength(1);
  });

  it('names nothing the page policy would refuse, and nothing without a banner or a head', () => {
    for (const src of ['http://x.cn/a.png', '//x.cn/a.png', 'javascript:alert(1)', '']) {
      expect(withFirstBanner(PAGE, { src, link: '' })).toBe(PAGE);
    }
    expect(withFirstBanner(PAGE, { src: 'https://cdn.x.cn/a.png', link: '' })).toContain('cdn.x.cn');
    expect(withFirstBanner(PAGE, null)).toBe(PAGE);
    expect(withFirstBanner('<div></div>', { src: '/a.png', link: '' })).toBe('<div></div>');
  });
});

describe('GET / with the first banner', () => {
  afterEach(() => vi.useRealTimers());

  async function site(firstBanner: () => Promise<FirstBanner | null>, dir = builtSite()) {
    const app = Fastify();
    registerIndexPage(app, dir, firstBanner);
    await app.ready();
    return app;
  }

  it('brotli, gzip or plain as accepted; no-cache, Vary and an ETag that answers 304', async () => {
    const app = await site(async () => ({ src: '/img/banner-1.svg', link: '' }));
    const br = await app.inject({ url: '/', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(br.headers['cache-control']).toBe('no-cache');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    const page = brotliDecompressSync(br.rawPayload).toString();
    expect(hint(page)).toContain('content="/img/banner-1.svg"');

    const gz = await app.inject({ url: '/', headers: { 'accept-encoding': 'gzip' } });
    expect(gunzipSync(gz.rawPayload).toString()).toBe(page);
    const plain = await app.inject({ url: '/' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(page);

    const again = await app.inject({ url: '/', headers: { 'if-none-match': String(br.headers.etag) } });
    expect(again.statusCode).toBe(304);
    await app.close();
  });

  it('asks for the banner at most once per BANNER_TTL_MS, and sees a new build at once', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    let src = '/img/banner-1.svg';
    const firstBanner = vi.fn(async () => ({ src, link: '' }));
    const dir = builtSite();
    const app = await site(firstBanner, dir);
    await app.inject({ url: '/' });
    src = '/img/banner-9.svg';
    expect((await app.inject({ url: '/' })).body).toContain('banner-1.svg');
    expect(firstBanner).toHaveBeenCalledTimes(1);

    vi.setSystemTime(Date.now() + BANNER_TTL_MS);
    expect((await app.inject({ url: '/' })).body).toContain('banner-9.svg');
    expect(firstBanner).toHaveBeenCalledTimes(2);

    writeFileSync(join(dir, 'index.html'), PAGE.replace('金沙娱乐', '新版本'));
    vi.setSystemTime(Date.now() + 1000);
    // A new modification time, as a deploy writes (the file system's clock may be coarse).
    utimesSync(join(dir, 'index.html'), new Date(), new Date());
    expect((await app.inject({ url: '/' })).body).toContain('新版本');
    await app.close();
  });

  it('sends the page without the hint when there is no banner or it cannot be read', async () => {
    const none = await site(async () => null);
    expect((await none.inject({ url: '/' })).body).toBe(PAGE);
    await none.close();
    const failing = await site(async () => {
      throw new Error('database down');
    });
    const res = await failing.inject({ url: '/' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(PAGE);
    await failing.close();
  });
});

describe('the real server', () => {
  const t = useTestApp(
    async (t) => {
      await seedDemo(t.database.db, { demoPassword: 'demo8888' });
    },
    { WEB_DIST: builtSite() },
  );

  it("names the site's first home banner, under the player site's security policy", async () => {
    const res = await t.app.inject({ url: '/' });
    expect(res.statusCode).toBe(200);
    expect(hint(res.body)).toContain('content="/img/banner-1.webp"');
    expect(res.headers['content-security-policy']).toMatch(/img-src 'self'/);
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
  });
});
