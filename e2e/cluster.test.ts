import { randomBytes } from 'node:crypto';
import { connect, constants } from 'node:http2';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCluster, type Cluster } from '../scripts/lib/cluster.js';
import { freePort } from '../scripts/lib/server-process.js';
import { launchBrowser } from './support/browser.js';
import { openAs, uniqueName } from './support/players.js';
import { playerWithCard, remoteApi } from './support/remote-site.js';

/**
 * `npm run cluster` as a player meets it: the player site through nginx in front of two API nodes
 * and a worker on PostgreSQL and Redis. A deposit paid at the gateway is credited by whichever node
 * nginx hands the callback to, and the home page open on the other shows it at once; a logout on
 * one node ends the session everywhere. The same nginx serves the site over TLS and HTTP/2, as in
 * production.
 */
const PG = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const database = `cluster_${randomBytes(4).toString('hex')}`;
let cluster: Cluster;
let browser: Browser;
let page: Page;

const api = remoteApi(() => cluster.url);

beforeAll(async () => {
  cluster = await startCluster({
    port: await freePort(),
    tlsPort: await freePort(),
    databaseUrl: Object.assign(new URL(PG), { pathname: `/${database}` }).href,
    redisUrl: process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379',
    redisPrefix: `${database}:`,
    dir: join(tmpdir(), database),
    env: { SEED_DEMO: 'off', CAPTCHA_MODE: 'off', RATE_REGISTER_PER_10MIN: '1000' },
  });
  browser = await launchBrowser();
  const context = await browser.newContext({
    baseURL: cluster.url,
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    locale: 'zh-CN',
  });
  page = await context.newPage();
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await cluster?.stop();
  const admin = new pg.Client({ connectionString: PG });
  await admin.connect();
  await admin.query(`drop database if exists ${database} with (force)`);
  await admin.end();
}, 60_000);

describe('npm run cluster', () => {
  it('serves the player site through nginx, pushes a deposit and ends a session on every node', async () => {
    const token = await playerWithCard(api, uniqueName('c'));

    await openAs(page, token, '/');
    const balance = async () => (await page.getByTestId('home-balance').innerText()).replace(/\s/g, '');
    await expect.poll(balance, { timeout: 10_000 }).toBe('¥0.00');

    const order = await api('/api/recharge', { paytype: 'alipay', amount: 200 }, token);
    expect(order.code).toBe(200);
    const payUrl = (await api('/api/payinfo', { deposit_no: order.message }, token)).data.pay_url as string;
    const gatewayPage = await page.context().newPage();
    await gatewayPage.goto(payUrl);
    await gatewayPage.getByRole('button', { name: '模拟支付成功' }).click();
    await expect.poll(() => gatewayPage.getByTestId('status').innerText()).toBe('已支付');
    await gatewayPage.close();
    // Pushed on the stream, well inside the 4.3 s poll.
    await expect.poll(balance, { timeout: 3000, interval: 100 }).toBe('¥200.00');

    // Logged off through nginx (either node): the open page finds its session over.
    expect((await api('/api/logoff', {}, token)).code).toBe(200);
    expect((await api('/api/balance', {}, token)).code).toBe(401);
    const notice = page.locator('.adm-dialog-body .adm-dialog-content');
    await notice.waitFor({ timeout: 10_000 });
    expect(await notice.innerText()).toBe('认证失败或登录已过期，请重新登录');
    await page.locator('.adm-dialog-body').getByRole('button', { name: '确定' }).click();
    await expect.poll(() => page.evaluate(() => location.hash)).toBe('#/login');
  });

  it('serves the site over TLS and HTTP/2, the nodes seeing https (HSTS sent)', async () => {
    // The certificate is made for the run: no authority signed it.
    const session = connect(cluster.tlsUrl!, { rejectUnauthorized: false });
    try {
      const headers = await new Promise<Record<string, unknown>>((resolve, reject) => {
        const request = session.request({ ':path': '/', 'accept-encoding': 'br' });
        request.on('response', resolve).on('error', reject).resume();
      });
      expect(headers[constants.HTTP2_HEADER_STATUS]).toBe(200);
      expect(headers['content-type']).toMatch(/^text\/html/);
      expect(headers['strict-transport-security']).toMatch(/max-age=\d+/);
    } finally {
      session.close();
    }

    const context = await browser.newContext({
      baseURL: cluster.tlsUrl,
      ignoreHTTPSErrors: true,
      viewport: { width: 390, height: 844 },
      isMobile: true,
    });
    const tlsPage = await context.newPage();
    const answers: string[] = [];
    tlsPage.on('response', (response) => {
      if (new URL(response.url()).pathname.startsWith('/api/app')) answers.push(String(response.status()));
    });
    await tlsPage.goto('/#/login');
    await tlsPage.getByPlaceholder('请输入账号').waitFor();
    expect(answers).toContain('200');
    await context.close();
  });
});
