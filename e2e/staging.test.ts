import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './support/browser.js';
import { playerWithCard, remoteApi } from './support/remote-site.js';
import { freePort, startServer, type ServerProcess } from '../scripts/lib/server-process.js';

/**
 * The production profile as a new operator would deploy a staging site: the site with
 * NODE_ENV=production on its own database, and the sandbox gateway and the demo provider as
 * processes of their own, each with its own database and secret, reached only by URL over signed
 * HTTP. The back office is set up through the one-time link the site prints; money and games work
 * through the third parties' own addresses.
 */
let dir: string;
let site: ServerProcess;
let gateway: ServerProcess;
let provider: ServerProcess;
let browser: Browser;
let output = '';
const secret = () => randomBytes(32).toString('hex');

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'staging-'));
  const [sitePort, gatewayPort, providerPort] = [await freePort(), await freePort(), await freePort()];
  const siteUrl = `http://127.0.0.1:${sitePort}`;
  const gatewayUrl = `http://127.0.0.1:${gatewayPort}`;
  const providerUrl = `http://127.0.0.1:${providerPort}`;
  const paySecret = secret();
  const providerSecret = secret();
  gateway = await startServer(
    {
      NODE_ENV: 'production',
      GATEWAY_PORT: String(gatewayPort),
      GATEWAY_DB: join(dir, 'gateway.db'),
      PAY_SANDBOX_SECRET: paySecret,
      GATEWAY_PUBLIC_URL: gatewayUrl,
    },
    gatewayPort,
    { entry: 'apps/sandbox-gateway/src/server.ts' },
  );
  provider = await startServer(
    {
      NODE_ENV: 'production',
      PROVIDER_PORT: String(providerPort),
      PROVIDER_DB: join(dir, 'provider.db'),
      DEMO_PROVIDER_SECRET: providerSecret,
      OPERATOR_WALLET_URL: `${siteUrl}/api/provider/demo/wallet`,
      PROVIDER_PUBLIC_URL: providerUrl,
    },
    providerPort,
    { entry: 'apps/demo-provider/src/server.ts' },
  );
  site = await startServer(
    {
      NODE_ENV: 'production',
      DATABASE_URL: `sqlite:${join(dir, 'app.db')}`,
      PUBLIC_URL: siteUrl,
      CAPTCHA_MODE: 'on',
      SANDBOXES: 'external',
      SANDBOX_GATEWAY_URL: gatewayUrl,
      DEMO_PROVIDER_URL: providerUrl,
      PAY_SANDBOX_SECRET: paySecret,
      DEMO_PROVIDER_SECRET: providerSecret,
      GAME_SYNC_MS: '1000',
    },
    sitePort,
    { onOutput: (text) => (output += text) },
  );
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await Promise.all([site?.stop(), gateway?.stop(), provider?.stop()]);
  rmSync(dir, { recursive: true, force: true });
});

const api = remoteApi(() => site.baseURL);

/** Production always asks the captcha; the test reads this challenge's answer from the site's database. */
async function captcha(): Promise<{ captcha_id: string; captcha: string }> {
  const { data } = await api('/api/captcha');
  const db = new SQLite(join(dir, 'app.db'), { readonly: true });
  try {
    const row = db.prepare('select answer from captchas where id = ?').get(data.captcha_id) as {
      answer: string;
    };
    return { captcha_id: data.captcha_id, captcha: row.answer };
  } finally {
    db.close();
  }
}

async function until<T>(read: () => Promise<T>, ok: (v: T) => boolean): Promise<T> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const value = await read();
    if (ok(value) || Date.now() > deadline) return value;
    await new Promise((r) => setTimeout(r, 200));
  }
}

describe('a staging site in production mode', () => {
  it('prints no password and seeds no demo player; the printed link sets up the first operator', async () => {
    expect(output).not.toMatch(/Demo player|demo888|password|密码/i);
    // A staging site says so at start.
    expect(output).toContain('SANDBOXES=external');
    expect(
      (await api('/api/login_pc', { name: 'demo888', password: 'demo8888', ...(await captcha()) })).code,
    ).not.toBe(200);
    const link = /Back office setup: open (\S+)/.exec(output)?.[1];
    expect(link).toMatch(/\/admin\/#\/setup\?token=[\w-]{40,}$/);

    const page = await browser.newPage({ viewport: { width: 1280, height: 800 }, locale: 'zh-CN' });
    await page.goto(link!);
    await page.getByLabel('管理员账号').fill('chief');
    await page.getByLabel('密码', { exact: true }).fill('Walk2026Admin!x');
    await page.getByLabel('确认密码').fill('Walk2026Admin!x');
    await page.screenshot({ path: 'test-results/admin-setup.png' });
    await page.getByRole('button', { name: '创建并前往登录' }).click();
    await page.waitForURL(/#\/login$/);
    await page.getByLabel('账号').fill('chief');
    await page.getByLabel('密码', { exact: true }).fill('Walk2026Admin!x');
    await page.getByRole('button', { name: '登录', exact: true }).click();
    await page.getByTestId('user-menu').waitFor();
    await page.close();
    // The link works once.
    const token = new URL(link!.replace('#/setup', 'setup')).searchParams.get('token');
    expect((await api('/admin/api/setup')).data).toEqual({ needed: false });
    const again = await api('/admin/api/setup', { token, username: 'second', password: 'Walk2026Admin!x' });
    expect(again.message).toBe('后台已初始化，请直接登录');
  });

  it('takes a deposit via the gateway at its own address, credited from the signed callback', async () => {
    const token = await playerWithCard(api, `stg${Date.now() % 1e6}`, await captcha());
    const order = await api('/api/recharge', { paytype: 'alipay', amount: 300 }, token);
    expect(order.code).toBe(200);
    const info = await api('/api/payinfo', { deposit_no: order.message }, token);
    expect(info.data.pay_url).toMatch(new RegExp(`^${gateway.baseURL}/sandbox/pay/SB`));
    // The site itself serves no pay page.
    expect((await fetch(`${site.baseURL}/sandbox/pay/${info.data.pay_url.split('/').pop()}`)).status).toBe(
      404,
    );
    await fetch(`${info.data.pay_url}/paid`, { method: 'POST' });
    const balance = await until(
      () => api('/api/balance', {}, token),
      (b) => b.data?.balance === '300.00',
    );
    expect(balance.data.balance).toBe('300.00');

    // A seamless game opens on the provider's own address and its rounds move our wallet.
    const launch = await api(
      '/api/getGameUrl',
      { plat_name: 'obgdy', game_type: 'slot', game_code: 'fortune-god', is_mobile_url: 1 },
      token,
    );
    expect(launch.code, launch.message).toBe(200);
    const url = String(launch.data.url ?? launch.data);
    expect(url.startsWith(`${provider.baseURL}/demo-provider/play/`)).toBe(true);
    const round = await (
      await fetch(`${url}/round`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ bet: 900, choice: 'spin' }),
      })
    ).json();
    expect(round.code).toBe(200);
    const after = await api('/api/balance', {}, token);
    const moved = Math.round(Number(after.data.balance) * 100) - 30_000;
    expect(moved).toBe(Math.round(Number(round.data.win) * 100) - 900);
  });
});
