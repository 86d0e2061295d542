import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import { expect } from 'vitest';
import { openDatabase } from '../../apps/server/src/db/database.js';
import { createSettingsService } from '../../apps/server/src/modules/site/settings.service.js';
import { createLocalBus } from '../../apps/server/src/lib/cluster-bus.js';
import { migrateToLatest } from '../../apps/server/src/db/migrate.js';
import { attackFigures, databaseKind } from '../../apps/server/test/attack/figures.js';
import { freePort, startServer, type ServerProcess } from '../../scripts/lib/server-process.js';

/**
 * The crash test's world (crash-under-load.test.ts): the site, the sandbox gateway and the demo
 * provider as processes of their own, on a throw-away database (SQLite, or the PostgreSQL server of
 * DATABASE_URL), and the calls a player makes.
 */
export const DEPOSIT = 1000;
const LATE_DEPOSIT = 200;
export const figures = attackFigures('crash');

let dir: string;
let siteUrl: string;
let site: ServerProcess;
let gateway: ServerProcess;
let provider: ServerProcess;
let siteEnv: Record<string, string>;
let dropDatabase: (() => Promise<void>) | undefined;

/** A throw-away database on the PostgreSQL server of DATABASE_URL, or a SQLite file. */
async function freshDatabaseUrl(): Promise<string> {
  const url = process.env.DATABASE_URL;
  if (databaseKind(url) === 'sqlite') return `sqlite:${join(dir, 'site.db')}`;
  const name = `crash_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  dropDatabase = async () => {
    const cleanup = new pg.Client({ connectionString: url });
    await cleanup.connect();
    await cleanup.query(`drop database if exists ${name} with (force)`);
    await cleanup.end();
  };
  const target = new URL(url!);
  target.pathname = `/${name}`;
  return target.toString();
}

export async function api(path: string, body: unknown, token?: string) {
  const res = await fetch(`${siteUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  figures.count(res.status);
  return (await res.json()) as { code: number; message: string; data: any };
}

/** The gateway's pay page of one of our orders. */
async function payLink(token: string, depositNo: string): Promise<string> {
  return (await api('/api/payinfo', { deposit_no: depositNo }, token)).data.pay_url as string;
}
/** Presses 模拟支付成功 there: the gateway then calls the site back until it acknowledges. */
export async function pressPaid(link: string) {
  const res = await fetch(new URL(`${link}/paid`, siteUrl), { method: 'POST' });
  expect(res.status).toBeLessThan(400);
}

export async function until(what: string, ready: () => Promise<boolean>, seconds = 60) {
  for (let waited = 0; waited < seconds * 5; waited++) {
    if (await ready()) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`timed out waiting for ${what}`);
}

export async function fundedPlayer(i: number) {
  const name = `cr${i}${randomBytes(3).toString('hex')}`.slice(0, 8) + 'z9';
  const reg = await api('/api/register', {
    name,
    password: 'abc12345z',
    confirmPass: 'abc12345z',
    realname: '王五',
    paypassword: '123456',
  });
  expect(reg.code).toBe(200);
  const token = reg.data.api_token as string;
  const bankNo = `6222${String(Math.floor(Math.random() * 1e12)).padStart(12, '0')}`;
  expect(
    (
      await api(
        '/api/bindcard',
        {
          bank: '中国银行',
          bank_no: bankNo,
          bank_owner: '王五',
          bank_address: '北京分行',
          pay_pass: '123456',
        },
        token,
      )
    ).code,
  ).toBe(200);
  const order = await api('/api/recharge', { paytype: 'alipay', amount: DEPOSIT }, token);
  expect(order.code).toBe(200);
  await pressPaid(await payLink(token, order.message));
  await until(
    'the first deposit',
    async () => (await api('/api/balance', {}, token)).data.balance === `${DEPOSIT}.00`,
  );
  const user = await api('/api/user', {}, token);
  const cards = await api('/api/getcard', { type: 1 }, token);
  // Two more orders, paid at the gateway only around the crash: one just before, one while the
  // site is down.
  const late: string[] = [];
  for (let k = 0; k < 2; k++)
    late.push(
      await payLink(
        token,
        (await api('/api/recharge', { paytype: 'alipay', amount: LATE_DEPOSIT }, token)).message,
      ),
    );
  return { token, id: Number(user.data.id), cardId: Number(cards.data[0].id), late };
}

/** Starts the three processes, the site last, with withdrawals held back by no rule but the balance. */
export async function startWorld(): Promise<void> {
  dir = mkdtempSync(join(tmpdir(), 'crash-'));
  const [sitePort, gatewayPort, providerPort] = [await freePort(), await freePort(), await freePort()];
  siteUrl = `http://127.0.0.1:${sitePort}`;
  const gatewayUrl = `http://127.0.0.1:${gatewayPort}`;
  const providerUrl = `http://127.0.0.1:${providerPort}`;
  gateway = await startServer(
    {
      GATEWAY_PORT: String(gatewayPort),
      GATEWAY_DB: join(dir, 'gateway.db'),
      GATEWAY_PUBLIC_URL: gatewayUrl,
    },
    gatewayPort,
    { entry: 'apps/sandbox-gateway/src/server.ts' },
  );
  provider = await startServer(
    {
      PROVIDER_PORT: String(providerPort),
      PROVIDER_DB: join(dir, 'provider.db'),
      OPERATOR_WALLET_URL: `${siteUrl}/api/provider/demo/wallet`,
      PROVIDER_PUBLIC_URL: providerUrl,
      // Transfers take 400 ms at the provider, so many are in flight when the site dies.
      PROVIDER_TRANSFER_LATENCY_MS: '400',
    },
    providerPort,
    { entry: 'apps/demo-provider/src/server.ts' },
  );
  siteEnv = {
    DATABASE_URL: await freshDatabaseUrl(),
    PUBLIC_URL: siteUrl,
    SANDBOXES: 'external',
    SANDBOX_GATEWAY_URL: gatewayUrl,
    DEMO_PROVIDER_URL: providerUrl,
    CAPTCHA_MODE: 'off',
    SEED_DEMO: 'off',
    RATE_REGISTER_PER_10MIN: '10000',
    RATE_LOGIN_PER_10MIN: '10000',
    GAME_SYNC_MS: '500',
    TRANSFER_RETRY_AFTER_MS: '1000',
  };
  // Withdrawals here test the crash, not the turnover rule or the daily count: set before the site
  // starts, as an operator would have, so no node holds the defaults in its settings cache.
  const database = openDatabase(siteEnv.DATABASE_URL!);
  await migrateToLatest(database.db);
  await createSettingsService(database.db, createLocalBus({ sharedDatabase: false })).set({
    turnover_multiple: '0',
    withdraw_daily_count: '0',
  });
  await database.close();
  site = await startServer(siteEnv, sitePort);
}

/** Stops the processes and removes the databases. */
export async function stopWorld(): Promise<void> {
  await Promise.all([site?.stop(), gateway?.stop(), provider?.stop()]);
  await dropDatabase?.();
  rmSync(dir, { recursive: true, force: true });
}

/** The site's database (its own connection: close it). */
export const siteDatabase = () => openDatabase(siteEnv.DATABASE_URL!);

/** Kills the site at once (SIGKILL), then starts it again when asked. */
export const killSite = () => site.kill();
export async function restartSite(): Promise<void> {
  site = await startServer(siteEnv, Number(new URL(siteUrl).port));
}

/** The orders the gateway took money for, and whether the site acknowledged each callback. */
export function gatewayBooks() {
  const g = new SQLite(join(dir, 'gateway.db'), { readonly: true });
  g.pragma('busy_timeout = 5000');
  try {
    return g
      .prepare("select merchant_order_no, amount, acknowledged_at from sg_orders where status = 'paid'")
      .all() as Array<{ merchant_order_no: string; amount: number; acknowledged_at: number | null }>;
  } finally {
    g.close();
  }
}

/** The demo provider's wallets: each player's balance on each platform. */
export function providerBooks() {
  const books = new SQLite(join(dir, 'provider.db'), { readonly: true });
  try {
    return books.prepare('select player_id, platform, balance from dp_wallets').all() as Array<{
      player_id: string;
      platform: string;
      balance: number;
    }>;
  } finally {
    books.close();
  }
}
