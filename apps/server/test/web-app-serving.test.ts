import { copyFileSync, existsSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './helpers.js';

/**
 * How the built sites are sent: the build's brotli or gzip twin to a browser that accepts it,
 * the plain file otherwise; hashed files cached for a year, the files that name a build (the
 * page, the service worker, the manifest) checked again on every use.
 */

const SCRIPT = `export const greeting = ${JSON.stringify('金沙娱乐'.repeat(400))};\n`;
const PAGE =
  '<!doctype html><div id="root"></div><script type="module" src="./assets/index-AbCd1234.js"></script>';
const WORKER = `self.addEventListener('fetch', () => {}); // ${'x'.repeat(2000)}\n`;
const PUBLIC_DIR = new URL('../../web/public/', import.meta.url);

/** A file with the twins the build writes beside it (scripts/lib/vite-precompress.ts). */
function writeWithTwins(path: string, text: string): void {
  writeFileSync(path, text);
  writeFileSync(`${path}.br`, brotliCompressSync(text));
  writeFileSync(`${path}.gz`, gzipSync(text));
}

/** A built site like Vite's output, with the player site's real manifest. */
function dist(name: string): string {
  const dir = mkdtempSync(join(tmpdir(), `${name}-dist-`));
  mkdirSync(join(dir, 'assets'));
  mkdirSync(join(dir, 'img'));
  writeWithTwins(join(dir, 'index.html'), PAGE);
  writeWithTwins(join(dir, 'assets', 'index-AbCd1234.js'), SCRIPT);
  writeWithTwins(join(dir, 'sw.js'), WORKER);
  copyFileSync(new URL('manifest.webmanifest', PUBLIC_DIR), join(dir, 'manifest.webmanifest'));
  // Small: the build writes no twin for it.
  writeFileSync(join(dir, 'img', 'logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  return dir;
}

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ WEB_DIST: dist('web'), ADMIN_DIST: dist('admin'), AGENT_DIST: dist('agent') });
});
afterAll(async () => {
  await t?.close();
});

const get = (url: string, encoding?: string) =>
  t.app.inject({ method: 'GET', url, headers: encoding ? { 'accept-encoding': encoding } : {} });

describe('compressed files', () => {
  it.each(['/', '/admin/', '/agent/'])(
    '%s: brotli to a browser that takes it, gzip to one that takes only that',
    async (base) => {
      const script = `${base}assets/index-AbCd1234.js`;
      const br = await get(script, 'gzip, deflate, br');
      expect(br.headers['content-encoding']).toBe('br');
      expect(br.headers['content-type']).toMatch(/javascript/);
      expect(brotliDecompressSync(br.rawPayload).toString()).toBe(SCRIPT);

      const gz = await get(script, 'gzip');
      expect(gz.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(gz.rawPayload).toString()).toBe(SCRIPT);

      const page = await get(base, 'br');
      expect(page.headers['content-encoding']).toBe('br');
      expect(page.headers['content-type']).toMatch(/^text\/html/);
      expect(brotliDecompressSync(page.rawPayload).toString()).toBe(PAGE);
    },
  );

  it('the plain file to a browser that takes no encoding, and where the build wrote no twin', async () => {
    const plain = await get('/assets/index-AbCd1234.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
    expect((await get('/assets/index-AbCd1234.js', 'identity')).body).toBe(SCRIPT);

    const small = await get('/img/logo.svg', 'br, gzip');
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.headers['content-type']).toBe('image/svg+xml');
  });

  it('says the answer depends on Accept-Encoding, so shared caches keep the encodings apart', async () => {
    for (const url of ['/', '/assets/index-AbCd1234.js', '/admin/assets/index-AbCd1234.js', '/agent/']) {
      expect((await get(url, 'br')).headers.vary).toMatch(/accept-encoding/i);
    }
  });
});

describe('caching', () => {
  it('hashed files: a year, never revalidated, whatever the encoding', async () => {
    for (const encoding of ['br', 'gzip', undefined]) {
      for (const url of [
        '/assets/index-AbCd1234.js',
        '/admin/assets/index-AbCd1234.js',
        '/agent/assets/index-AbCd1234.js',
      ]) {
        expect((await get(url, encoding)).headers['cache-control']).toBe(
          'public, max-age=31536000, immutable',
        );
      }
    }
  });

  it('the page, the service worker and the manifest: checked again on every use', async () => {
    for (const encoding of ['br', undefined]) {
      for (const url of [
        '/',
        '/index.html',
        '/sw.js',
        '/manifest.webmanifest',
        '/admin/',
        '/admin/index.html',
        '/agent/',
        '/agent/index.html',
      ]) {
        const res = await get(url, encoding);
        expect(res.statusCode, url).toBe(200);
        expect(res.headers['cache-control'], url).toBe('no-cache');
      }
    }
  });

  it('pictures kept under their own names: an hour', async () => {
    expect((await get('/img/logo.svg')).headers['cache-control']).toBe('public, max-age=3600');
  });
});

describe('the installable app', () => {
  it('sends the service worker as a script from the root, so it may control the whole site', async () => {
    const res = await get('/sw.js', 'br');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^(application|text)\/javascript/);
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(WORKER);
  });

  it('sends the manifest as a web app manifest: the site in Chinese, with icons that exist', async () => {
    const res = await get('/manifest.webmanifest');
    expect(res.headers['content-type']).toMatch(/^application\/manifest\+json/);
    const manifest = res.json();
    expect(manifest).toMatchObject({
      name: '金沙娱乐',
      lang: 'zh-CN',
      display: 'standalone',
      start_url: './',
    });
    const icons = manifest.icons as { src: string; sizes: string; purpose: string }[];
    expect(icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual(
      expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']),
    );
    for (const icon of icons) expect(existsSync(new URL(icon.src, PUBLIC_DIR)), icon.src).toBe(true);
  });
});
