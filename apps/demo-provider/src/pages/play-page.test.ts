import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoProviderPlugin, type DemoProvider } from '../index.js';

let dir: string;
let app: FastifyInstance;
let provider: DemoProvider;
const built = () => join(dir, 'play');

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'play-page-'));
  mkdirSync(join(built(), 'assets'), { recursive: true });
  writeFileSync(
    join(built(), 'index.html'),
    '<!doctype html><title>游戏</title><script type="module" src="/demo-provider/games/assets/index-Xy9.js">' +
      '</script><div id="root"></div>',
  );
  writeFileSync(join(built(), 'assets', 'index-Xy9.js'), 'console.log(1)');
  writeFileSync(join(built(), 'assets', 'index-Xy9.css'), 'body{margin:0}');
  app = Fastify();
  await app.register(demoProviderPlugin, {
    dbFile: join(dir, 'provider.db'),
    secret: 'a-test-secret-of-at-least-32-bytes!!',
    operatorWalletUrl: 'http://127.0.0.1:9/api/provider/demo/wallet',
    bookJobsMs: 0,
    playDir: built(),
    onOpen: (p) => (provider = p),
  });
});

afterAll(async () => {
  await app.close();
  rmSync(dir, { recursive: true, force: true });
});

const launch = async (platform: string, game_code: string) =>
  (await provider.launch({ player_id: '1', username: 'p1', platform, game_code, wallet_mode: 'transfer' }))
    .url;

describe('the game page', () => {
  it("is every game session's page, built by Vite, under the strict policy and never cached", async () => {
    const page = await app.inject({ method: 'GET', url: await launch('ag', 'baccarat-classic') });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('/demo-provider/games/assets/index-Xy9.js');
    expect(page.headers['cache-control']).toBe('no-store');
    const policy = String(page.headers['content-security-policy']);
    expect(policy).toContain("script-src 'self'");
    expect(policy).toContain("style-src 'self'");
    expect(policy).not.toContain('unsafe-inline');
  });

  it('serves its hashed assets for a year, and nothing outside them', async () => {
    const js = await app.inject({ method: 'GET', url: '/demo-provider/games/assets/index-Xy9.js' });
    expect(js.statusCode).toBe(200);
    expect(js.headers['content-type']).toContain('text/javascript');
    expect(js.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const css = await app.inject({ method: 'GET', url: '/demo-provider/games/assets/index-Xy9.css' });
    expect(css.headers['content-type']).toContain('text/css');
    for (const url of ['/demo-provider/games/assets/..%2Findex.html', '/demo-provider/games/assets/x.js'])
      expect((await app.inject({ method: 'GET', url })).statusCode).toBe(404);
    // The old plain script is gone.
    expect((await app.inject({ method: 'GET', url: '/demo-provider/assets/play.js' })).statusCode).toBe(404);
  });

  it('answers 503 with a Chinese notice, styled by its own sheet, while the page is not built', async () => {
    rmSync(join(built(), 'index.html'));
    const page = await app.inject({ method: 'GET', url: await launch('pp', 'lucky-stars') });
    expect(page.statusCode).toBe(503);
    expect(page.body).toContain('游戏页面暂时无法打开');
    expect(page.body).not.toMatch(/<script|<style|style=/i);
    expect(page.headers['content-security-policy']).toContain("default-src 'none'");
    const css = await app.inject({ method: 'GET', url: '/demo-provider/assets/play.css' });
    expect(css.statusCode).toBe(200);
  });
});
