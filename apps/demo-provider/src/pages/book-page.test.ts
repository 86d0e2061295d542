import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoProviderPlugin, type DemoProvider } from '../index.js';

let dir: string;
let app: FastifyInstance;
let provider: DemoProvider;
const built = () => join(dir, 'book');
const games = () => join(dir, 'play');

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'book-page-'));
  mkdirSync(join(built(), 'assets'), { recursive: true });
  writeFileSync(join(built(), 'index.html'), '<!doctype html><title>体育投注</title><div id="root"></div>');
  writeFileSync(join(built(), 'assets', 'index-AbC123.js'), 'console.log(1)');
  mkdirSync(join(games(), 'assets'), { recursive: true });
  writeFileSync(join(games(), 'index.html'), '<!doctype html><title>游戏</title><div id="root"></div>');
  app = Fastify();
  await app.register(demoProviderPlugin, {
    dbFile: join(dir, 'provider.db'),
    secret: 'a-test-secret-of-at-least-32-bytes!!',
    operatorWalletUrl: 'http://127.0.0.1:9/api/provider/demo/wallet',
    bookJobsMs: 0,
    bookDir: built(),
    playDir: games(),
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

describe("the sportsbook's page", () => {
  it("is a sportsbook session's page, under the game page's policy", async () => {
    const page = await app.inject({ method: 'GET', url: await launch('sb', 'sports-lobby') });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('体育投注');
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    expect(page.headers['content-security-policy']).not.toContain('unsafe-inline');
  });

  it('leaves other sessions on the game page', async () => {
    const page = await app.inject({ method: 'GET', url: await launch('pp', 'lucky-stars') });
    expect(page.body).toContain('<title>游戏</title>');
    const expired = await app.inject({ method: 'GET', url: '/demo-provider/play/nobody' });
    expect(expired.body).toContain('<title>游戏</title>');
  });

  it('serves its hashed assets for a year, and nothing outside them', async () => {
    const asset = await app.inject({ method: 'GET', url: '/demo-provider/book/assets/index-AbC123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['content-type']).toContain('text/javascript');
    expect(asset.headers['cache-control']).toContain('immutable');
    for (const url of ['/demo-provider/book/assets/..%2Findex.html', '/demo-provider/book/assets/x.html'])
      expect((await app.inject({ method: 'GET', url })).statusCode).toBe(404);
  });

  it('answers 503 with a Chinese notice while the page is not built', async () => {
    rmSync(join(built(), 'index.html'));
    const page = await app.inject({ method: 'GET', url: await launch('ia', 'esports-lobby') });
    expect(page.statusCode).toBe(503);
    expect(page.body).toContain('体育投注页面暂时无法打开');
    expect(page.headers['content-security-policy']).toContain("default-src 'none'");
  });
});
