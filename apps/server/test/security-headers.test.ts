import { existsSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { buildTestApp, type TestApp } from './helpers.js';
import { HOME_BANNER_SCRIPT_SOURCE } from '../src/plugins/web-index.js';

/**
 * The headers each surface answers with: a Content-Security-Policy per page surface (player site,
 * back office, agent console, the demo provider's game page, /support), none of them allowing inline script;
 * nosniff and no-store on JSON; Strict-Transport-Security only over TLS behind a trusted proxy.
 */

/** A built site: one index.html that names its script file, like Vite's output. */
function dist(name: string): string {
  const dir = mkdtempSync(join(tmpdir(), `${name}-dist-`));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(
    join(dir, 'index.html'),
    '<!doctype html><div id="root"></div><script type="module" src="./assets/index.js"></script>',
  );
  writeFileSync(join(dir, 'assets', 'index.js'), 'export {};');
  return dir;
}

/** The demo provider's built game page (apps/demo-provider/play-ui, built into dist/play). */
const PLAY_PAGE = fileURLToPath(new URL('../../demo-provider/dist/play/index.html', import.meta.url));

const SITE = { WEB_DIST: dist('web'), ADMIN_DIST: dist('admin'), AGENT_DIST: dist('agent') };

/** The policy as directive → sources. */
function policy(res: LightMyRequestResponse): Record<string, string[]> {
  const header = res.headers['content-security-policy'];
  expect(typeof header, `no Content-Security-Policy on ${res.raw.req.url}`).toBe('string');
  return Object.fromEntries(
    String(header)
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...sources]) => [name!, sources]),
  );
}

/** What may run scripts: script-src, or default-src when there is none. */
const scriptSources = (csp: Record<string, string[]>) => csp['script-src'] ?? csp['default-src'] ?? [];

let t: TestApp;
let behindProxy: TestApp;

beforeAll(async () => {
  t = await buildTestApp(SITE);
  behindProxy = await buildTestApp({ ...SITE, TRUST_PROXY: 'on' });
});
afterAll(async () => {
  await t?.close();
  await behindProxy?.close();
});

const get = (app: TestApp, url: string, headers: Record<string, string> = {}) =>
  app.app.inject({ method: 'GET', url, headers });

describe('Content-Security-Policy per surface', () => {
  it('the player site: scripts from its own files, blob: and data: pictures, framed by itself', async () => {
    const res = await get(t, '/');
    expect(res.statusCode).toBe(200);
    const csp = policy(res);
    expect(csp).toMatchObject({
      'default-src': ["'self'"],
      // Its files, and the one script of its head (home's banner preload) by its hash.
      'script-src': ["'self'", HOME_BANNER_SCRIPT_SOURCE],
      'script-src-attr': ["'none'"],
      'style-src': ["'self'"],
      // The rich-text policy's style declarations (colour, alignment) apply; style elements do not.
      'style-src-attr': ["'unsafe-inline'"],
      'object-src': ["'none'"],
      'base-uri': ["'self'"],
      'form-action': ["'self'"],
      'frame-ancestors': ["'self'"],
      'img-src': expect.arrayContaining(["'self'", 'data:', 'blob:']),
      // Games and live chat are other sites' pages in a frame.
      'frame-src': expect.arrayContaining(["'self'", 'https:']),
    });
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    // Its hashed files and every other path of the shell answer under the same policy.
    expect(policy(await get(t, '/assets/index.js'))).toEqual(csp);
  });

  it('the back office: no inline script, never framed', async () => {
    const res = await get(t, '/admin/');
    expect(res.statusCode).toBe(200);
    expect(policy(res)).toMatchObject({
      'script-src': ["'self'"],
      'script-src-attr': ["'none'"],
      'object-src': ["'none'"],
      'base-uri': ["'self'"],
      'form-action': ["'self'"],
      'frame-ancestors': ["'none'"],
      'frame-src': ["'none'"],
      'img-src': expect.arrayContaining(["'self'", 'data:', 'blob:']),
    });
    expect(res.headers['x-frame-options']).toBe('DENY');
  });

  it('the agent console: own files and data: pictures, framed by the site only, frames nothing', async () => {
    const res = await get(t, '/agent/');
    expect(res.statusCode).toBe(200);
    const csp = policy(res);
    expect(csp).toMatchObject({
      'script-src': ["'self'"],
      'script-src-attr': ["'none'"],
      'style-src': ["'self'"],
      'object-src': ["'none'"],
      'connect-src': ["'self'"],
      'img-src': ["'self'", 'data:'],
      'frame-src': ["'none'"],
      // The player site shows it at /#/gamePage?dailiD=1, in a frame of the same origin.
      'frame-ancestors': ["'self'"],
    });
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(policy(await get(t, '/agent/assets/index.js'))).toEqual(csp);
    // The bare address leads to the console.
    const bare = await get(t, '/agent');
    expect(bare.statusCode).toBe(302);
    expect(bare.headers.location).toBe('/agent/');
  });

  it("the demo provider's game page: its own files only, no inline style, framed by the site", async () => {
    const res = await get(t, '/demo-provider/play/x');
    // The built game page (play-ui), or its notice while it is not built: the same policy either way.
    expect(res.statusCode).toBe(existsSync(PLAY_PAGE) ? 200 : 503);
    expect(policy(res)).toEqual({
      'default-src': ["'none'"],
      'script-src': ["'self'"],
      'style-src': ["'self'"],
      'img-src': ["'self'", 'data:'],
      'connect-src': ["'self'"],
      'base-uri': ["'none'"],
      'form-action': ["'none'"],
      // The operator's site (its wallet callbacks' origin) frames it; the site here is the same origin.
      'frame-ancestors': ["'self'", 'http://127.0.0.1:8080'],
    });
    // Framing is the policy's to decide: no X-Frame-Options that would refuse the operator's site.
    expect(res.headers['x-frame-options']).toBeUndefined();
    // Nothing inline for the policy to refuse: the script and the style sheet are files.
    expect(res.body).not.toMatch(/<style|style=|<script>|\son\w+=/i);
    if (res.statusCode === 200)
      expect(res.body).toMatch(
        /<script type="module" crossorigin src="\/demo-provider\/games\/assets\/[\w-]+\.js"/,
      );
    else expect(res.body).toContain('游戏页面暂时无法打开');
    const css = await get(t, '/demo-provider/assets/play.css');
    expect(css.statusCode).toBe(200);
    expect(css.headers['content-type']).toBe('text/css; charset=utf-8');
    expect(css.body).toContain('.panel{');
  });

  it('/support: inside the player site only, its style a file', async () => {
    const res = await get(t, '/support');
    expect(policy(res)).toMatchObject({
      'script-src': ["'self'"],
      'style-src': ["'self'"],
      'frame-ancestors': ["'self'"],
    });
    expect(res.body).not.toMatch(/<style|style=|<script>/i);
    expect((await get(t, '/support/assets/page.css')).headers['content-type']).toBe(
      'text/css; charset=utf-8',
    );
  });

  it('allows no inline script and no eval on any page', async () => {
    for (const url of [
      '/',
      '/admin/',
      '/demo-provider/play/x',
      '/support',
      '/agent/',
      '/api/docs/',
      '/no-such-file.png',
      '/health',
    ]) {
      const sources = scriptSources(policy(await get(t, url)));
      expect(sources, url).not.toContain("'unsafe-inline'");
      expect(sources, url).not.toContain("'unsafe-eval'");
      expect(sources, url).not.toContain('*');
    }
  });

  it('JSON API answers keep the fast path: nosniff and no-store, no page policy', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/app', payload: {} });
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['content-security-policy']).toBeUndefined();
  });

  it("the agent console's answers are never kept either", async () => {
    const res = await get(t, '/agent/api/me');
    expect(res.statusCode).toBe(401);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('anything else may run nothing and be framed by nobody', async () => {
    expect(policy(await get(t, '/health'))).toMatchObject({
      'default-src': ["'none'"],
      'frame-ancestors': ["'none'"],
    });
  });
});

describe('Strict-Transport-Security', () => {
  const HSTS = 'max-age=31536000; includeSubDomains';

  it('is sent behind a trusted proxy that got the request over TLS, on pages and API answers', async () => {
    const https = { 'x-forwarded-proto': 'https' };
    expect((await get(behindProxy, '/', https)).headers['strict-transport-security']).toBe(HSTS);
    expect((await get(behindProxy, '/admin/', https)).headers['strict-transport-security']).toBe(HSTS);
    const api = await behindProxy.app.inject({
      method: 'POST',
      url: '/api/app',
      payload: {},
      headers: https,
    });
    expect(api.headers['strict-transport-security']).toBe(HSTS);
  });

  it('is never sent on plain HTTP', async () => {
    expect((await get(behindProxy, '/')).headers['strict-transport-security']).toBeUndefined();
    expect(
      (await get(behindProxy, '/', { 'x-forwarded-proto': 'http' })).headers['strict-transport-security'],
    ).toBeUndefined();
    expect((await get(t, '/')).headers['strict-transport-security']).toBeUndefined();
  });

  it('is not taken from X-Forwarded-Proto unless the proxy is trusted (TRUST_PROXY=on)', async () => {
    const res = await get(t, '/', { 'x-forwarded-proto': 'https' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });
});

describe('slow clients', () => {
  it('have 10 s for headers, 30 s for the whole request; idle kept-alive sockets close after 72 s', () => {
    expect(t.app.server.headersTimeout).toBe(10_000);
    expect(t.app.server.requestTimeout).toBe(30_000);
    expect(t.app.server.keepAliveTimeout).toBe(72_000);
  });
});

describe('the client address behind a proxy', () => {
  /** The address a failed login was recorded under, sent through a proxy at 127.0.0.1. */
  async function recordedAddress(app: TestApp, forwardedFor: string): Promise<string> {
    const name = `ip${Math.random().toString(36).slice(2, 10)}`;
    await app.app.inject({
      method: 'POST',
      url: '/api/login_pc',
      remoteAddress: '127.0.0.1',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': forwardedFor },
      payload: JSON.stringify({ name, password: 'wrong12345' }),
    });
    const row = await app.database.db
      .selectFrom('login_failures')
      .select('ip')
      .where('username', '=', name)
      .executeTakeFirstOrThrow();
    return row.ip;
  }

  it('is the one the nearest proxy saw, never one the client wrote into X-Forwarded-For', async () => {
    // The client sends "6.6.6.6"; the proxy appends the address it saw.
    expect(await recordedAddress(behindProxy, '6.6.6.6, 203.0.113.9')).toBe('203.0.113.9');
    const listed = await buildTestApp({ ...SITE, TRUST_PROXY: '127.0.0.1, 10.0.0.0/8' });
    try {
      expect(await recordedAddress(listed, '6.6.6.6, 203.0.113.9, 10.1.2.3')).toBe('203.0.113.9');
    } finally {
      await listed.close();
    }
    expect(await recordedAddress(t, '6.6.6.6')).toBe('127.0.0.1');
  });
});

describe('back-office answers', () => {
  it('are never cached', async () => {
    const res = await get(t, '/admin/api/me');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });
});
